/// <reference types="google.maps" />

/**
 * The product rules (docs/product.md#api, docs/product.md#errors): up to 3 retries with a growing delay, then
 * the map is silently left out.
 */
export const GOOGLE_MAPS_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
/** A script that neither loads nor fails (a stalled connection) counts as a failure after this. */
const ATTEMPT_TIMEOUT_MS = 15_000;
const CALLBACK = '__verificautoGoogleMapsReady';

type GoogleMaps = typeof google.maps;
type WithCallback = Window & { [CALLBACK]?: () => void };

let loading: Promise<GoogleMaps | null> | undefined;

function scriptUrl(apiKey: string): string {
  const query = new URLSearchParams({
    key: apiKey,
    region: 'IT',
    language: 'it',
    loading: 'async',
    callback: CALLBACK,
  });
  return `https://maps.googleapis.com/maps/api/js?${query}`;
}

function attempt(apiKey: string): Promise<GoogleMaps> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const target = window as WithCallback;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      delete target[CALLBACK];
      reject(new Error('Google Maps non disponibile'));
    };
    const timer = setTimeout(fail, ATTEMPT_TIMEOUT_MS);
    target[CALLBACK] = () => {
      clearTimeout(timer);
      delete target[CALLBACK];
      resolve(google.maps);
    };
    script.src = scriptUrl(apiKey);
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetries(apiKey: string): Promise<GoogleMaps | null> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt(apiKey);
    } catch {
      if (retry === GOOGLE_MAPS_RETRIES) return null;
      await wait(FIRST_RETRY_DELAY_MS * 2 ** retry);
    }
  }
}

/**
 * The Maps JavaScript API, loaded once for the map and the geocoder; null when it could not be loaded,
 * and then for the rest of the visit: the gazetteer and our own map take over.
 */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMaps | null> {
  loading ??= loadWithRetries(apiKey);
  return loading;
}
