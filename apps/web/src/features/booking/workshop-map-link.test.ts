import { describe, expect, it } from 'vitest';
import { workshopMapLink } from './workshop-map-link';

const WORKSHOP = { latitude: 44.4948871234, longitude: 11.3426163 };

describe('workshopMapLink', () => {
  it('points OpenStreetMap at the workshop, with a marker, without a key (the embedded map, or none)', () => {
    const osm = {
      label: 'Apri in OpenStreetMap',
      url: 'https://www.openstreetmap.org/?mlat=44.494887&mlon=11.342616#map=18/44.494887/11.342616',
    };
    expect(workshopMapLink(WORKSHOP, { provider: 'leaflet' })).toEqual(osm);
    expect(workshopMapLink(WORKSHOP, { provider: 'none' })).toEqual(osm);
    // Google chosen without a key: the page has no Google map, so no Google link either.
    expect(workshopMapLink(WORKSHOP, { provider: 'google' })).toEqual(osm);
  });

  it('with Google Maps configured, a Google Maps link by coordinates (no key in it)', () => {
    expect(workshopMapLink(WORKSHOP, { provider: 'google', googleApiKey: 'AIza-chiave' })).toEqual({
      label: 'Apri in Google Maps',
      url: 'https://www.google.com/maps/search/?api=1&query=44.494887%2C11.342616',
    });
  });
});
