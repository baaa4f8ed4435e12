import '../../../styles/parts/spinners.scss';
import './report-loading.scss';

/** The product rules (docs/product.md#report-page): 'Loading...' while the report is fetched. */
export function ReportLoading() {
  return (
    <div className="container py-6 text-center report-loading" role="status">
      <span className="spinner-border text-primary mb-3" aria-hidden="true" />
      <p className="mb-0">Loading...</p>
    </div>
  );
}
