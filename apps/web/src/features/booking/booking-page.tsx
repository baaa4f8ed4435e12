import { type Inspector, InspectorSchema } from '@verificauto/shared/contracts/booking';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { type NavigateFunction, useLocation } from 'react-router';
import { useNavigate } from '../../components/ui/link';
import { PageTitle } from '../../components/ui/page-title';
import { useHydrated } from '../../components/ui/use-hydrated';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { useInspectors } from './api/get-inspectors';
import { Scheduler } from './components/scheduler';
import { QUERY_FIELD, SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';
import { type FoundPlace, findPlace } from './find-place';
import { locate } from './locate';
import { WorkshopMap } from './map/workshop-map';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/spinners.scss';
import './booking.scss';

const TITLE = 'Prenota l’ispezione';

/**
 * The product rules (docs/product.md#booking-page, docs/product.md#errors): the browser alert of a place not
 * found, word for word, followed by the geocoder's status.
 */
const GEOCODE_FAILED = 'Geocode was not successful for the following reason: ';

/**
 * The fragment of the booking view (docs/product.md#booking-page); the history entry carries the chosen
 * workshop.
 */
const SCHEDULER_HASH = 'calendly';

const NO_WORKSHOPS: Inspector[] = [];

function workshopOf(state: unknown): Inspector | null {
  const parsed = InspectorSchema.safeParse((state as { workshop?: unknown } | null)?.workshop);
  return parsed.success ? parsed.data : null;
}

/** /booking: find the partner workshops nearest to a place and book one (decision 034). */
export function BookingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept here, not in the form: back from the scheduler, the box still says what the list is near.
  const [query, setQuery] = useState('');
  const [origin, setOrigin] = useState<FoundPlace | null>(null);
  const [attribution, setAttribution] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [lastBooked, setLastBooked] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const inspectors = useInspectors(origin);
  // The prerendered page is the search (decision 038): a reload of the booking view, whose workshop the
  // history entry keeps, shows it once hydrated (docs/decisions/061-one-booking-per-browser.md).
  const hydrated = useHydrated();
  const workshop = hydrated && location.hash === `#${SCHEDULER_HASH}` ? workshopOf(location.state) : null;
  const workshops = inspectors.data ?? NO_WORKSHOPS;

  const search = async (query: string) => {
    if (!query.trim()) {
      document.getElementById('booking-query')?.focus();
      return;
    }
    setSearchError(null);
    setLocating(true);
    try {
      const found = await findPlace(query);
      setAttribution(found.attribution);
      if (found.place) setOrigin(found.place);
      // The same words and status as Google's geocoder (docs/product.md#errors), whichever geocoder answered.
      else window.alert(`${GEOCODE_FAILED}${found.status}`);
    } catch {
      setSearchError('Non riusciamo a cercare il luogo. Ricarica la pagina e riprova.');
    } finally {
      setLocating(false);
    }
  };

  const searchMyPosition = async () => {
    setSearchError(null);
    setLocating(true);
    try {
      setOrigin({ ...(await locate()), label: 'te' });
    } catch (error) {
      setSearchError((error as Error).message);
    } finally {
      setLocating(false);
    }
  };

  // A search the browser submitted before the page hydrated arrives as `?q=`: run it, and keep the address
  // the page has after any other search.
  const submittedEarly = useRef(new URLSearchParams(location.search).get(QUERY_FIELD));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the start; the first render's `search` is all it needs.
  useEffect(() => {
    const early = submittedEarly.current;
    submittedEarly.current = null;
    if (early === null) return;
    navigate(paths.booking.href(), { replace: true });
    setQuery(early);
    void search(early);
  }, []);

  const book = (chosen: Inspector) => {
    setLastBooked(chosen.uuid);
    navigate(paths.booking.href(SCHEDULER_HASH), { state: { workshop: chosen } });
  };

  const back = () => {
    // The scheduler was opened from the list: going back pops its history entry, as the Back button does.
    // Typed links (decision 022) have no history delta; the router's function takes one all the same.
    if (location.key !== 'default') (navigate as unknown as NavigateFunction)(-1);
    else navigate(paths.booking.href(), { replace: true });
  };

  return (
    <div className="container py-4 py-lg-5 booking-page">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-2">{TITLE}</h1>
      {workshop ? (
        <Scheduler workshop={workshop} onBack={back} />
      ) : (
        <div className="booking-layout">
          <div className="booking-layout-search">
            <p className="lead mb-3">
              Cerca l’officina partner più vicina a te e scegli quando portare l’auto per l’ispezione.
            </p>
            <SearchForm
              query={query}
              onQueryChange={setQuery}
              busy={locating}
              onSearch={search}
              onLocate={searchMyPosition}
            />
            {searchError && (
              <Alert variant="danger" role="alert" transition={false}>
                {searchError}
              </Alert>
            )}
          </div>
          <WorkshopMap
            maps={SITE.maps}
            workshops={workshops}
            highlighted={highlighted}
            chosen={lastBooked}
            onHighlight={setHighlighted}
            onOpen={book}
          />
          <SearchResults
            origin={origin}
            inspectors={inspectors}
            searching={locating}
            attribution={attribution}
            onBook={book}
            returnFocusTo={lastBooked}
            highlighted={highlighted}
            onHighlight={setHighlighted}
          />
        </div>
      )}
    </div>
  );
}
