import { PageTitle } from '../../components/ui/page-title';
import { PoliciesToc } from './policies-toc';
import { PrivacyPolicy } from './privacy-policy';
import { RefundPolicy } from './refund-policy';
import { ServiceRegulation } from './service-regulation';
import '../../styles/parts/tables.scss';
import './policies.scss';

export function PoliciesPage() {
  return (
    <div className="container pt-5 pb-6 policies-page">
      <PageTitle>Note legali</PageTitle>
      <header className="mb-4 mb-lg-5">
        <h1 className="display-5 mb-2">Note legali</h1>
        <p className="lead mb-0">
          Le regole del servizio, come trattiamo i tuoi dati personali e come chiedere un rimborso.
        </p>
      </header>
      <div className="row gx-lg-5">
        <div className="col-lg-4 col-xl-3 mb-4 mb-lg-0">
          <PoliciesToc />
        </div>
        <div className="col-lg-8 col-xl-9">
          <div className="policies-prose">
            <ServiceRegulation />
            <PrivacyPolicy />
            <RefundPolicy />
          </div>
        </div>
      </div>
    </div>
  );
}
