export interface FoundPlace {
  /** "Bologna (BO)", or "la tua posizione". */
  label: string;
  latitude: number;
  longitude: number;
}

export interface PlaceSearch {
  place: FoundPlace | undefined;
  /** The gazetteer's licence attribution, shown wherever its results are (geo/ATTRIBUTION.md). */
  attribution: string;
}

/**
 * Geocodes a search box entry with the offline gazetteer of the Italian comuni (decision 034). Its data
 * weighs ~140 KB gzipped, so it is its own chunk, loaded on the first search only.
 */
export async function findPlace(query: string): Promise<PlaceSearch> {
  const gazetteer = await import('@verificauto/shared/geo/gazetteer');
  const place = gazetteer.findPlace(query);
  return {
    attribution: gazetteer.GAZETTEER_ATTRIBUTION,
    place: place && {
      label: `${place.name} (${place.province})`,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  };
}
