import L from 'leaflet';
import { BASEMAP_CREDITS } from './basemap-credits';
import { decodeRows, decodeTowns, type Town, townsShownAt } from './basemap-data';
import {
  BASEMAP_BOUNDS,
  BORDERS,
  ITALY_LAND,
  MAIN_TOWNS,
  NEIGHBOUR_LAND,
  REGION_BORDERS,
} from './italy-basemap.generated';

export { BASEMAP_BOUNDS };

const { boundaries, places } = BASEMAP_CREDITS;
export const BASEMAP_ATTRIBUTION = `Confini: <a href="${boundaries.href}">${boundaries.label}</a> · ${places}`;

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
