import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { chooseMapProvider } from './map/map-config';

export interface MapLink {
  url: string;
  label: string;
}

// Six decimals are a tenth of a metre: more says nothing.
const degrees = (value: number) => String(Number(value.toFixed(6)));

/**
 * Where the workshop is, on a map site opened in a new tab: Google Maps when the site uses Google's map,
 * else OpenStreetMap, which needs no key; a link loads nothing until clicked
 * (docs/decisions/064-booking-confirmation-and-calendar.md).
 */
export function workshopMapLink(
  workshop: { latitude: number; longitude: number },
  maps: SiteConfig['maps'],
): MapLink {
  const lat = degrees(workshop.latitude);
  const lng = degrees(workshop.longitude);
  if (chooseMapProvider(maps) === 'google') {
    const query = new URLSearchParams({ api: '1', query: `${lat},${lng}` });
    return { label: 'Apri in Google Maps', url: `https://www.google.com/maps/search/?${query}` };
  }
  return {
    label: 'Apri in OpenStreetMap',
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`,
  };
}
