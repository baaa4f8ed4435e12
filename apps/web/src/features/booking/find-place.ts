import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { SITE } from '../../config/site';
import { loadGoogleMaps } from './map/google-maps-loader';

export interface FoundPlace {
  /** "Bologna (BO)", or "te" (the browser’s position): it follows "vicino a". */
  label: string;
  latitude: number;
  longitude: number;
  /**
   * The entry named a street or one of a city's several CAPs, and the gazetteer placed it at the comune's
   * centre: the list says its distances start there (docs/decisions/066-postcodes-and-map-detail.md).
   */
  approximate?: boolean;
}

export type PlaceSearch =
  | {
      place: FoundPlace;
      /** The gazetteer's licence attribution, shown wherever its results are (geo/ATTRIBUTION.md). */
      attribution: string | null;
    }
  /**
   * The geocoder's status word (docs/product.md#errors), e.g. ZERO_RESULTS: the page shows it in the alert.
   */
  | { place: undefined; status: string; attribution: string | null };

/**
 * Geocodes a search box entry with the offline gazetteer of the Italian comuni (decision 034). Its data
 * weighs ~140 KB gzipped, so it is its own chunk, loaded on the first search only.
 */
async function findInGazetteer(query: string): Promise<PlaceSearch> {
  const gazetteer = await import('@verificauto/shared/geo/gazetteer');
  const located = gazetteer.locatePlace(query);
  const attribution = gazetteer.GAZETTEER_ATTRIBUTION;
  if (!located) return { attribution, place: undefined, status: 'ZERO_RESULTS' };
  const { place, approximate } = located;
  return {
    attribution,
    place: {
      label: `${place.name} (${place.province})`,
      latitude: place.latitude,
      longitude: place.longitude,
      approximate,
    },
  };
}

async function findWithGoogle(maps: typeof google.maps, query: string): Promise<PlaceSearch> {
  const { results, status } = await new Promise<{
    results: google.maps.GeocoderResult[] | null;
    status: google.maps.GeocoderStatusString;
  }>((resolve) => {
    // The callback gets every status; the promise also rejects on those that are not OK.
    new maps.Geocoder()
      .geocode({ address: query, region: 'IT', componentRestrictions: { country: 'IT' } }, (found, code) =>
        resolve({ results: found, status: code }),
      )
      .catch(() => {});
  });
  const [first] = results ?? [];
  if (status !== 'OK' || !first) return { place: undefined, status, attribution: null };
  const { location } = first.geometry;
  return {
    attribution: null,
    place: { label: first.formatted_address, latitude: location.lat(), longitude: location.lng() },
  };
}

/**
 * The product rules (docs/product.md#api): with a Google Maps key the browser asks Google's geocoder; without
 * one, or when Google's script cannot be loaded, the embedded gazetteer answers.
 */
export async function findPlace(query: string, maps: SiteConfig['maps'] = SITE.maps): Promise<PlaceSearch> {
  const googleMaps =
    maps.provider === 'google' && maps.googleApiKey ? await loadGoogleMaps(maps.googleApiKey) : null;
  return googleMaps ? findWithGoogle(googleMaps, query) : findInGazetteer(query);
}
