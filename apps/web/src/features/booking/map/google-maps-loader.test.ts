import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'AIzaSyA-0123456789abcdefghijklmnopqrstu';
const READY = '__verificautoGoogleMapsReady';

/** The scripts the loader adds, kept out of the document: a test never reaches Google. */
let scripts: HTMLScriptElement[];

async function freshLoader() {
  vi.resetModules();
  return (await import('./google-maps-loader')).loadGoogleMaps;
}

const failLast = () => scripts.at(-1)?.onerror?.(new Event('error'));

beforeEach(() => {
  scripts = [];
  vi.useFakeTimers();
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loadGoogleMaps', () => {
  it('loads the script once, with the key, region IT and Italian, for the map and the geocoder', async () => {
    const loadGoogleMaps = await freshLoader();
    const maps = { Map: class {} };
    vi.stubGlobal('google', { maps });

    const first = loadGoogleMaps(KEY);
    const second = loadGoogleMaps(KEY);
    (window as unknown as Record<string, () => void>)[READY]?.();

    expect(await first).toBe(maps);
    expect(await second).toBe(maps);
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: KEY,
      region: 'IT',
      language: 'it',
      callback: READY,
    });
  });

  it('retries 3 times with a growing delay, then gives up silently for the rest of the visit', async () => {
    const loadGoogleMaps = await freshLoader();
    const result = loadGoogleMaps(KEY);

    failLast();
    for (const delay of [1000, 2000, 4000]) {
      const before = scripts.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(scripts).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(scripts).toHaveLength(before + 1);
      failLast();
    }

    expect(await result).toBeNull();
    expect(scripts).toHaveLength(4);
    expect(await loadGoogleMaps(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scripts).toHaveLength(4);
  });

  it('counts a script that never answers as a failure, and succeeds on a retry', async () => {
    const loadGoogleMaps = await freshLoader();
    const maps = { Geocoder: class {} };
    const result = loadGoogleMaps(KEY);

    await vi.advanceTimersByTimeAsync(15_000 + 1000);
    expect(scripts).toHaveLength(2);
    vi.stubGlobal('google', { maps });
    (window as unknown as Record<string, () => void>)[READY]?.();

    expect(await result).toBe(maps);
  });
});
