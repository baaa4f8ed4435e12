import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { thirdPartyOrigins, tilesOrigin } from './security-headers';

const KEY = 'AIzaSyA-0123456789abcdefghijklmnopqrstu';
const TILES = { MAP_TILES_ATTRIBUTION: '© Esempio' };

const originsFor = (env: NodeJS.ProcessEnv) => thirdPartyOrigins(loadConfig(env));

describe('thirdPartyOrigins', () => {
  it('allows only Calendly’s frame by default: the embedded basemap asks no one', () => {
    expect(originsFor({})).toEqual({ frame: ['https://calendly.com'] });
    expect(originsFor({ MAP_PROVIDER: 'none' })).toEqual({ frame: ['https://calendly.com'] });
  });

  it('opens what the Maps JavaScript API loads when Google is the map', () => {
    const origins = originsFor({ GOOGLE_MAPS_API_KEY: KEY });
    expect(origins.script).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(origins.connect).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
    expect(origins.img).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(origins.style).toEqual(["'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(origins.font).toEqual(['https://fonts.gstatic.com']);
    expect(origins.worker).toEqual(['blob:']);
    expect(origins.frame).toEqual(['https://calendly.com', 'https://*.google.com']);
  });

  it('leaves Google out when the key is there but the map is not Google’s', () => {
    expect(originsFor({ GOOGLE_MAPS_API_KEY: KEY, MAP_PROVIDER: 'leaflet' })).toEqual({
      frame: ['https://calendly.com'],
    });
  });

  it('adds the tile server’s origin for images only', () => {
    expect(originsFor({ ...TILES, MAP_TILES_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' })).toEqual({
      frame: ['https://calendly.com'],
      img: ['https://*.tile.example.com'],
    });
    // Tiles are Leaflet's: with Google as the map they are never loaded.
    expect(
      originsFor({
        ...TILES,
        GOOGLE_MAPS_API_KEY: KEY,
        MAP_TILES_URL: 'https://t.example.com/{z}/{x}/{y}.png',
      }).img,
    ).not.toContain('https://t.example.com');
  });
});

describe('tilesOrigin', () => {
  it.each([
    ['https://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['https://tile-{s}.maps.example.com/{z}/{x}/{y}{r}.png?key=abc', 'https://*.maps.example.com'],
    ['https://maps.example.com:8443/styles/dark/{z}/{x}/{y}.png', 'https://maps.example.com:8443'],
  ])('%s → %s', (template, origin) => {
    expect(tilesOrigin(template)).toBe(origin);
  });
});
