import type { SearchBox } from './booking.repository';

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `point` on the sphere
 * (J. P. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude Using Bounding
 * Coordinates"). The longitude range is dropped when the circle reaches a pole or crosses the 180th
 * meridian; null when the box would be the whole globe.
 */
export function searchBoxAround(point: { lat: number; lng: number }, radiusKm: number): SearchBox | null {
  const angular = radiusKm / EARTH_RADIUS_KM;
  if (angular >= Math.PI / 2) return null;
  const lat = toRadians(point.lat);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      minLat: toDegrees(Math.max(minLat, -Math.PI / 2)),
      maxLat: toDegrees(Math.min(maxLat, Math.PI / 2)),
      minLng: -180,
      maxLng: 180,
    };
  }
  const deltaLng = toDegrees(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat))));
  const minLng = point.lng - deltaLng;
  const maxLng = point.lng + deltaLng;
  const wraps = minLng < -180 || maxLng > 180;
  return {
    minLat: toDegrees(minLat),
    maxLat: toDegrees(maxLat),
    minLng: wraps ? -180 : minLng,
    maxLng: wraps ? 180 : maxLng,
  };
}
