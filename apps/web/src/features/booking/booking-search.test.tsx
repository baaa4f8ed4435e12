import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fake-api';
import { BookingPage } from './booking-page';
import { loadGoogleMaps } from './map/google-maps-loader';
import { renderBookingRoute, WORKSHOPS } from './testing/booking-test-kit';

const maps = vi.hoisted(() => ({ current: { provider: 'leaflet' } as SiteConfig['maps'] }));

vi.mock('../../config/site', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config/site')>();
  return {
    ...actual,
    SITE: {
      ...actual.SITE,
      get maps() {
        return maps.current;
      },
    },
  };
});
vi.mock('./map/google-maps-loader', () => ({ loadGoogleMaps: vi.fn() }));
// The search is what is tested here; the map has its own tests (map/workshop-map.test.tsx).
vi.mock('./map/workshop-map', () => ({ WorkshopMap: () => null }));

const CENTRE_NOTE =
  'Distanze calcolate dal centro di Milano (MI): riconosciamo il comune, non la via, il quartiere o il CAP.';

function renderSearch() {
  const fetchMock = stubApi({ 'GET /api/inspectors': () => ({ status: 200, body: WORKSHOPS }) });
  renderBookingRoute(<BookingPage />, { path: '/booking', route: '/booking' });
  return fetchMock;
}

function searchFor(query: string) {
  fireEvent.change(screen.getByLabelText('Indirizzo, comune o CAP'), { target: { value: query } });
  fireEvent.submit(screen.getByRole('search'));
}

const askedPoint = (fetchMock: ReturnType<typeof stubApi>) => {
  const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
  return [url.pathname, url.searchParams.get('lat'), url.searchParams.get('lng')];
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(loadGoogleMaps).mockReset();
  maps.current = { provider: 'leaflet' };
});

describe('the booking search', () => {
  it('with Google Maps asks for the workshops near the street Google found, not near the town', async () => {
    maps.current = { provider: 'google', googleApiKey: 'AIzaSyA-0123456789abcdefghijklmnopqrstu' };
    class Geocoder {
      geocode(_request: unknown, callback: (results: object[], status: string) => void) {
        const results = [
          {
            formatted_address: 'Via Padova, 100, 20132 Milano MI, Italia',
            geometry: { location: { lat: () => 45.4972, lng: () => 9.2268 } },
          },
        ];
        callback(results, 'OK');
        return Promise.resolve({ results });
      }
    }
    vi.mocked(loadGoogleMaps).mockResolvedValue({ Geocoder } as unknown as typeof google.maps);
    const fetchMock = renderSearch();

    searchFor('Via Padova 100, Milano');

    expect(
      await screen.findByRole('heading', {
        name: 'Officine vicino a Via Padova, 100, 20132 Milano MI, Italia',
      }),
    ).toBeTruthy();
    expect(askedPoint(fetchMock)).toEqual(['/api/inspectors', '45.4972', '9.2268']);
    expect(screen.queryByText(/Distanze calcolate dal centro/)).toBeNull();
  });

  it.each(['20131', 'Via Padova 100, Milano'])(
    'without Google says that %s is searched from the centre of its comune',
    async (query) => {
      const fetchMock = renderSearch();

      searchFor(query);

      expect(await screen.findByRole('heading', { name: 'Officine vicino a Milano (MI)' })).toBeTruthy();
      expect(screen.getByText(CENTRE_NOTE)).toBeTruthy();
      expect(askedPoint(fetchMock)).toEqual(['/api/inspectors', '45.4643', '9.1895']);
      expect(loadGoogleMaps).not.toHaveBeenCalled();
    },
  );

  it('adds no note when the comune itself was searched', async () => {
    renderSearch();

    searchFor('Bologna');

    expect(await screen.findByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
    expect(screen.queryByText(/Distanze calcolate dal centro/)).toBeNull();
  });
});
