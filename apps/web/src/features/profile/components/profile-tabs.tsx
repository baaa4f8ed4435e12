import type { UserReports } from '@verificauto/shared/contracts/user-reports';
import { REPORT_ACCESS_DAYS, REPORT_READY_HOURS } from '@verificauto/shared/domain/business';
import Tab from 'react-bootstrap/Tab';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { CardGrid } from './card-grid';
import { EmptyState } from './empty-state';
import { PurchasedInspectionCard } from './purchased-inspection-card';
import { RequestedInspectionCard } from './requested-inspection-card';

/**
 * The product rules (docs/product.md#profile): two tabs, 'Sto vendendo' (inspections requested) and 'Sto
 * comprando' (purchases).
 */
export function ProfileTabs({ reports }: { reports: UserReports }) {
  const { inspectionsRequested: requested, inspectionsPurchased: purchased } = reports;
  // A buyer who has never booked an inspection lands on their purchases.
  const firstTab = requested.length === 0 && purchased.length > 0 ? 'buying' : 'selling';

  return (
    <Tabs id="profile-reports" defaultActiveKey={firstTab} transition={false} className="profile-tabs mb-4">
      <Tab eventKey="selling" title="Sto vendendo">
        <CardGrid
          items={requested}
          card={(inspection) => <RequestedInspectionCard inspection={inspection} />}
          empty={
            <EmptyState
              title="Non hai ancora richiesto ispezioni"
              action={{ to: paths.booking.href(), label: 'Prenota un’ispezione' }}
            >
              <p className="mb-0">
                Prenota un’ispezione in un’officina partner: il report è pronto entro {REPORT_READY_HOURS} ore
                e puoi condividerlo con chi vuole comprare la tua auto.
              </p>
            </EmptyState>
          }
        />
      </Tab>
      <Tab eventKey="buying" title="Sto comprando">
        <CardGrid
          items={purchased}
          card={(purchase) => <PurchasedInspectionCard purchase={purchase} />}
          empty={
            <EmptyState
              title="Non hai ancora acquistato report"
              action={{ to: paths.howToBuy.href(), label: 'Scopri come acquistare un report' }}
            >
              <p>
                Per acquistare un report apri il link che ti ha inviato il venditore, o quello presente
                nell’annuncio, e completa il pagamento.
              </p>
              <p className="mb-0">
                I report acquistati restano consultabili qui per {REPORT_ACCESS_DAYS} giorni.
              </p>
            </EmptyState>
          }
        />
      </Tab>
    </Tabs>
  );
}
