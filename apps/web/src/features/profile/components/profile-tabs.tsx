import type { InfiniteData } from '@tanstack/react-query';
import type { PurchasedPage, RequestedPage } from '@verificauto/shared/contracts/user-reports';
import { REPORT_ACCESS_DAYS, REPORT_READY_HOURS } from '@verificauto/shared/domain/business';
import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import { useLocation } from 'react-router';
import { LoadMore, type PagedList } from '../../../components/ui/load-more';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { CardGrid } from './card-grid';
import { EmptyState } from './empty-state';
import { PurchasedInspectionCard } from './purchased-inspection-card';
import { RequestedInspectionCard } from './requested-inspection-card';

type ProfileTab = 'selling' | 'buying';

/** The tab chosen on each visit of the profile (history entry), found again by Back and Forward. */
const tabOfEntry = new Map<string, ProfileTab>();

interface ProfileTabsProps {
  requested: PagedList & { data: InfiniteData<RequestedPage> };
  purchased: PagedList & { data: InfiniteData<PurchasedPage> };
}

/**
 * The product rules (docs/product.md#profile): two tabs, 'Sto vendendo' (inspections requested) and 'Sto
 * comprando' (purchases), each a page at a time, the next one loaded as the end of the list comes into view
 * (docs/decisions/073-profile-lists-paged.md).
 */
export function ProfileTabs({ requested, purchased }: ProfileTabsProps) {
  const sold = requested.data.pages.flatMap((page) => page.inspectionsRequested);
  const bought = purchased.data.pages.flatMap((page) => page.inspectionsPurchased);
  const { key } = useLocation();
  // A buyer who has never booked an inspection lands on their purchases.
  const [tab, setTab] = useState<ProfileTab>(
    () => tabOfEntry.get(key) ?? (sold.length === 0 && bought.length > 0 ? 'buying' : 'selling'),
  );
  const select = (next: string | null) => {
    if (next !== 'selling' && next !== 'buying') return;
    tabOfEntry.set(key, next);
    setTab(next);
  };

  return (
    <Tabs
      id="profile-reports"
      activeKey={tab}
      onSelect={select}
      transition={false}
      className="profile-tabs mb-4"
    >
      <Tab eventKey="selling" title="Sto vendendo">
        <CardGrid
          items={sold}
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
        <div className="profile-load-more">
          <LoadMore list={requested} label="Carica altre ispezioni" onScroll />
        </div>
      </Tab>
      <Tab eventKey="buying" title="Sto comprando">
        <CardGrid
          items={bought}
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
        <div className="profile-load-more">
          <LoadMore list={purchased} label="Carica altri report" onScroll />
        </div>
      </Tab>
    </Tabs>
  );
}
