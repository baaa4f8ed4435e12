import type { Inspector } from '@verificauto/shared/contracts/booking';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';

export type MapProvider = SiteConfig['maps']['provider'];

/** What every map provider draws and says back; the page owns the selection (decision 036). */
export interface WorkshopMapProps {
  workshops: Inspector[];
  /** Hovered or focused, in the list or on the map. */
  highlighted: string | null;
  /** The workshop whose scheduler was opened last: its marker stands out. */
  chosen: string | null;
  onHighlight(uuid: string | null): void;
  /** A marker click: the same as the workshop's 'Prenota ora'. */
  onOpen(workshop: Inspector): void;
}

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/**
 * The product rules (docs/product.md#booking-page, docs/product.md#constants): Italy at zoom 6 before a
 * search, the workshops at zoom 11 after.
 */
export const START_VIEW: MapView = { latitude: 41.63, longitude: 12.92, zoom: 6 };
export const RESULTS_ZOOM = 11;

export const MAP_LABEL = 'Mappa delle officine partner: le stesse dell’elenco';

/**
 * The server already turns MAP_PROVIDER=google without a key into a start-up error; a page without a key
 * still gets a map.
 */
export function chooseMapProvider(maps: SiteConfig['maps']): MapProvider {
  return maps.provider === 'google' && !maps.googleApiKey ? 'leaflet' : maps.provider;
}

/**
 * The view for the returned workshops: centred on the nearest at zoom 11, as the spec asks (fitting all
 * of them would zoom out to half of Italy whenever the list reaches distant towns). No workshops (a
 * search on its way, or none found): the map stays where it is.
 */
export function viewOf(workshops: readonly Inspector[]): MapView | null {
  const [nearest] = workshops;
  return nearest ? { latitude: nearest.latitude, longitude: nearest.longitude, zoom: RESULTS_ZOOM } : null;
}
