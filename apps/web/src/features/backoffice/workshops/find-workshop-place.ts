export interface FoundPlace {
  /** "Ferrara (FE)". */
  label: string;
  province: string;
  latitude: number;
  longitude: number;
  /** The gazetteer's licence attribution, shown with its results (packages/shared/src/geo/ATTRIBUTION.md). */
  attribution: string;
}

/**
 * The comune of a CAP and town, from the offline gazetteer of the Italian comuni (decision 034): no request
 * leaves the site. Its data weighs ~140 KB gzipped, so it is its own chunk, loaded on the first search.
 */
export async function findWorkshopPlace(where: {
  postalCode: string;
  city: string;
  province: string;
}): Promise<FoundPlace | undefined> {
  const gazetteer = await import('@verificauto/shared/geo/gazetteer');
  const province = /^[a-z]{2}$/i.test(where.province.trim()) ? ` (${where.province.trim()})` : '';
  const place = gazetteer.findPlace(`${where.postalCode.trim()} ${where.city.trim()}${province}`);
  if (!place) return undefined;
  return {
    label: `${place.name} (${place.province})`,
    province: place.province,
    latitude: place.latitude,
    longitude: place.longitude,
    attribution: gazetteer.GAZETTEER_ATTRIBUTION,
  };
}
