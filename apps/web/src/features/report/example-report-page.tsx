import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ui/error-message';
import { useExampleReport } from './api/load-example-report';
import { ReportLoading } from './components/report-loading';
import { ReportNotFound } from './components/report-not-found';
import { ReportView } from './components/report-view';

/**
 * /report/example/{uuid} (docs/product.md#pages): a sample report from a local file, without the server or
 * the declaration.
 */
export function ExampleReportPage() {
  const { uuid = '' } = useParams();
  const example = useExampleReport(uuid);

  if (example.isPending) return <ReportLoading />;
  if (example.isError) {
    return (
      <ErrorMessage
        title="Report di esempio non disponibile"
        text="Non è stato possibile caricare il report di esempio. Riprova tra qualche istante."
        reload
      />
    );
  }
  if (!example.data) return <ReportNotFound />;
  return <ReportView inspection={example.data} example />;
}
