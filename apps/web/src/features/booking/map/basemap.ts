import L from 'leaflet';
import {
  BASEMAP_BOUNDS,
  BASEMAP_SCALE,
  BORDERS,
  ITALY_LAND,
  MAIN_TOWNS,
  NEIGHBOUR_LAND,
  REGION_BORDERS,
} from './italy-basemap.generated';

export { BASEMAP_BOUNDS };

export const BASEMAP_ATTRIBUTION =
  'Confini: <a href="https://www.naturalearthdata.com/">Natural Earth</a> · Comuni: ISTAT (CC BY 3.0 IT), GeoNames (CC BY 4.0)';

/** How many of the main towns (most populous first) are named from each zoom: fewer when zoomed out. */
const TOWNS_BY_ZOOM: readonly (readonly [zoom: number, towns: number])[] = [
  [8, Number.POSITIVE_INFINITY],
  [7, 45],
  [6, 16],
  [0, 8],
];

/** The rows of the generated file: each a ring or line, its first point absolute, then differences. */
export function decodeRows(rows: string): L.LatLngTuple[][] {
  return rows.split('\n').map((row) => {
    const values = row.split(',').map(Number);
    const points: L.LatLngTuple[] = [];
    let latitude = 0;
    let longitude = 0;
    for (let i = 0; i + 1 < values.length; i += 2) {
      latitude += values[i] ?? 0;
      longitude += values[i + 1] ?? 0;
      points.push([latitude / BASEMAP_SCALE, longitude / BASEMAP_SCALE]);
    }
    return points;
  });
}

export interface Town {
  name: string;
  latitude: number;
  longitude: number;
}

export function decodeTowns(rows: string): Town[] {
  return rows.split('\n').map((row) => {
    const [name = '', latitude = '', longitude = ''] = row.split('|');
    return { name, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export function townsShownAt(zoom: number): number {
  return TOWNS_BY_ZOOM.find(([from]) => zoom >= from)?.[1] ?? 0;
}

function townLabel(town: Town): L.Marker {
  const label = document.createElement('span');
  label.textContent = town.name;
  return L.marker([town.latitude, town.longitude], {
    icon: L.divIcon({ className: 'booking-map-town', html: label, iconSize: undefined }),
    interactive: false,
    keyboard: false,
    pane: 'towns',
  });
}

/**
 * Draws the embedded dark basemap of Italy (decision 036): land and borders from Natural Earth, the
 * regions' borders traced from the comuni, and the main towns' names, with no request to anyone. The names are decoration for sighted users: the list
 * says the same, so the pane is hidden from assistive technology.
 */
export function addBasemap(map: L.Map) {
  const outline = { interactive: false, stroke: false, fillOpacity: 1 };
  L.polygon(decodeRows(NEIGHBOUR_LAND), { ...outline, className: 'booking-map-neighbours' }).addTo(map);
  L.polygon(decodeRows(ITALY_LAND), { ...outline, className: 'booking-map-italy' }).addTo(map);
  L.polyline(decodeRows(REGION_BORDERS), { interactive: false, className: 'booking-map-region' }).addTo(map);
  L.polyline(decodeRows(BORDERS), { interactive: false, className: 'booking-map-border' }).addTo(map);

  const pane = map.createPane('towns');
  pane.setAttribute('aria-hidden', 'true');
  const towns = decodeTowns(MAIN_TOWNS).map(townLabel);
  const showTowns = () => {
    const shown = townsShownAt(map.getZoom());
    towns.forEach((town, index) => {
      if (index < shown) town.addTo(map);
      else town.remove();
    });
  };
  map.on('zoomend', showTowns);
  showTowns();
  map.attributionControl.addAttribution(BASEMAP_ATTRIBUTION);
}
