import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPlace } from './find-place';
import { loadGoogleMaps } from './map/google-maps-loader';

vi.mock('./map/google-maps-loader', () => ({ loadGoogleMaps: vi.fn() }));

const KEY = 'AIzaSyA-0123456789abcdefghijklmnopqrstu';
const GOOGLE = { provider: 'google', googleApiKey: KEY } as const;

/** A Geocoder that answers as Google's does: the callback with every status, a promise rejected unless OK. */
function fakeGeocoder(results: object[], status: string) {
  const requests: google.maps.GeocoderRequest[] = [];
  class Geocoder {
    geocode(request: google.maps.GeocoderRequest, callback: (found: object[], code: string) => void) {
      requests.push(request);
      callback(results, status);
      return status === 'OK' ? Promise.resolve({ results }) : Promise.reject(new Error(status));
    }
  }
  vi.mocked(loadGoogleMaps).mockResolvedValue({ Geocoder } as unknown as typeof google.maps);
  return requests;
}

afterEach(() => {
  vi.mocked(loadGoogleMaps).mockReset();
});

describe('findPlace', () => {
  it('answers from the embedded gazetteer without a Google key, with its attribution', async () => {
    const found = await findPlace('Bologna', { provider: 'leaflet' });

    expect(found.place).toMatchObject({ label: 'Bologna (BO)' });
    expect(found.place?.latitude).toBeCloseTo(44.49, 1);
    expect(found.attribution).toMatch(/ISTAT/);
    expect(await findPlace('Qwxzyk Plofrt', { provider: 'leaflet' })).toMatchObject({
      place: undefined,
      status: 'ZERO_RESULTS',
    });
    expect(loadGoogleMaps).not.toHaveBeenCalled();
  });

  it('says when the gazetteer places a street or a CAP of a city only at the comune’s centre', async () => {
    for (const query of ['Via Padova 100, Milano', 'viale monza 2 milano', '20131']) {
      const found = await findPlace(query, { provider: 'leaflet' });
      expect(found.place).toMatchObject({ label: 'Milano (MI)', approximate: true });
    }
    expect((await findPlace('Bologna', { provider: 'leaflet' })).place?.approximate).toBe(false);
  });

  it('gives the street’s own position from Google’s geocoder, not the town’s', async () => {
    fakeGeocoder(
      [
        {
          formatted_address: 'Via Padova, 100, 20132 Milano MI, Italia',
          geometry: { location: { lat: () => 45.4972, lng: () => 9.2268 } },
        },
      ],
      'OK',
    );

    const found = await findPlace('Via Padova 100, Milano', GOOGLE);

    expect(found.place).toEqual({
      label: 'Via Padova, 100, 20132 Milano MI, Italia',
      latitude: 45.4972,
      longitude: 9.2268,
    });
  });

  it('asks Google’s geocoder, restricted to Italy, when Google Maps is configured', async () => {
    const requests = fakeGeocoder(
      [
        {
          formatted_address: 'Via Emilia, 40128 Bologna BO, Italia',
          geometry: { location: { lat: () => 44.51, lng: () => 11.37 } },
        },
      ],
      'OK',
    );

    const found = await findPlace('via emilia bologna', GOOGLE);

    expect(loadGoogleMaps).toHaveBeenCalledWith(KEY);
    expect(requests).toEqual([
      { address: 'via emilia bologna', region: 'IT', componentRestrictions: { country: 'IT' } },
    ]);
    expect(found).toEqual({
      attribution: null,
      place: {
        label: 'Via Emilia, 40128 Bologna BO, Italia',
        latitude: 44.51,
        longitude: 11.37,
      },
    });
  });

  it.each(['ZERO_RESULTS', 'OVER_QUERY_LIMIT'])(
    'passes Google’s %s status on for the alert',
    async (status) => {
      fakeGeocoder([], status);

      expect(await findPlace('Qwxzyk', GOOGLE)).toEqual({ place: undefined, status, attribution: null });
    },
  );

  it('falls back to the gazetteer when Google’s script could not be loaded', async () => {
    vi.mocked(loadGoogleMaps).mockResolvedValue(null);

    const found = await findPlace('20121', GOOGLE);

    expect(loadGoogleMaps).toHaveBeenCalledWith(KEY);
    expect(found.place).toMatchObject({ label: 'Milano (MI)' });
    expect(found.attribution).toMatch(/ISTAT/);
  });

  it('keeps to the gazetteer when Google is not the configured map, even with a key', async () => {
    const found = await findPlace('Bologna', { provider: 'leaflet', googleApiKey: KEY });

    expect(found.place).toMatchObject({ label: 'Bologna (BO)' });
    expect(loadGoogleMaps).not.toHaveBeenCalled();
  });
});
