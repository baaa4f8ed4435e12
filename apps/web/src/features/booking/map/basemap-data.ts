import { BASEMAP_SCALE } from './italy-basemap.generated';

/** Reading the generated basemap (decision 036), for the Leaflet map and for its prerendered start view. */

export type LatLng = [latitude: number, longitude: number];

/** How many of the main towns (most populous first) are named from each zoom: fewer when zoomed out. */
const TOWNS_BY_ZOOM: readonly (readonly [zoom: number, towns: number])[] = [
  [8, Number.POSITIVE_INFINITY],
  [7, 45],
  [6, 16],
  [0, 8],
];

/** The rows of the generated file: each a ring or line, its first point absolute, then differences. */
export function decodeRows(rows: string): LatLng[][] {
  return rows.split('\n').map((row) => {
    const values = row.split(',').map(Number);
    const points: LatLng[] = [];
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
