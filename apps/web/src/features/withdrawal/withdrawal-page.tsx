import { PageTitle } from '../../components/ui/page-title';

/** /recesso/{token}: the withdrawal function of a report purchase or a booking (decision 056). */
export function WithdrawalPage() {
  return (
    <div className="container py-5">
      <PageTitle>Recedi dal contratto</PageTitle>
      <h1>Recedi dal contratto</h1>
    </div>
  );
}
