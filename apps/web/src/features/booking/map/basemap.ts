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
import { type LabelSide, placeLabels } from './label-placement';

export { BASEMAP_BOUNDS };

const { boundaries, places } = BASEMAP_CREDITS;
export const BASEMAP_ATTRIBUTION = `Confini: <a href="${boundaries.href}">${boundaries.label}</a> · ${places}`;

/** From this zoom every comune in view is a candidate name, not only the main towns (decision 066). */
const COMUNI_ZOOM = 9;

function townLabel(town: Town, side: LabelSide): L.Marker {
  const label = document.createElement('span');
  label.textContent = town.name;
  return L.marker([town.latitude, town.longitude], {
    icon: L.divIcon({ className: `booking-map-town is-${side}`, html: label, iconSize: undefined }),
    interactive: false,
    keyboard: false,
    pane: 'towns',
  });
}

/**
 * Every comune of the gazetteer, most populous first: the chunk the search box loads already (decision 034),
 * asked for only when the map first shows a small area.
 */
async function loadComuni(): Promise<Town[]> {
  const { listPlaces } = await import('@verificauto/shared/geo/gazetteer');
  return listPlaces().map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
}

/** The towns' names that fit in the view without meeting (./label-placement.ts), redrawn after each move. */
function addTownNames(map: L.Map) {
  map.createPane('towns').setAttribute('aria-hidden', 'true');
  const names = L.layerGroup().addTo(map);
  const mainTowns = decodeTowns(MAIN_TOWNS);
  let comuni: Town[] | null = null;
  let loading = false;
  const draw = () => {
    const zoom = map.getZoom();
    if (zoom >= COMUNI_ZOOM && !comuni && !loading) {
      loading = true;
      void loadComuni().then((loaded) => {
        comuni = loaded;
        // Unless the map was removed meanwhile.
        if (map.hasLayer(names)) draw();
      });
    }
    const towns = zoom >= COMUNI_ZOOM && comuni ? comuni : mainTowns.slice(0, townsShownAt(zoom));
    const view = map.getBounds().pad(0.1);
    const points = towns
      .filter((town) => view.contains([town.latitude, town.longitude]))
      .map((town) => ({
        ...map.latLngToContainerPoint([town.latitude, town.longitude]),
        name: town.name,
        town,
      }));
    names.clearLayers();
    for (const { point, side } of placeLabels(points)) names.addLayer(townLabel(point.town, side));
  };
  map.on('moveend', draw);
  draw();
}

/**
 * Draws the embedded dark basemap of Italy (decision 036): land and borders from Natural Earth, the
 * regions' borders traced from the comuni, and the towns' names (the main towns, every comune when zoomed
 * in), with no request to anyone. The names are decoration for sighted users: the list says the same, so
 * their pane is hidden from assistive technology.
 */
export function addBasemap(map: L.Map) {
  const outline = { interactive: false, stroke: false, fillOpacity: 1 };
  L.polygon(decodeRows(NEIGHBOUR_LAND), { ...outline, className: 'booking-map-neighbours' }).addTo(map);
  L.polygon(decodeRows(ITALY_LAND), { ...outline, className: 'booking-map-italy' }).addTo(map);
  L.polyline(decodeRows(REGION_BORDERS), { interactive: false, className: 'booking-map-region' }).addTo(map);
  L.polyline(decodeRows(BORDERS), { interactive: false, className: 'booking-map-border' }).addTo(map);

  addTownNames(map);
  map.attributionControl.addAttribution(BASEMAP_ATTRIBUTION);
}
