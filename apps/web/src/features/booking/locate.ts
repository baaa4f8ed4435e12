export interface Position {
  latitude: number;
  longitude: number;
}

// GeolocationPositionError's codes.
const PERMISSION_DENIED = 1;
const TIMEOUT_EXPIRED = 3;

const UNSUPPORTED = 'Il browser non permette di rilevare la posizione. Cerca per indirizzo, comune o CAP.';
const DENIED =
  'Non hai concesso l’accesso alla posizione. Puoi consentirlo nelle impostazioni del browser oppure cercare per indirizzo, comune o CAP.';
const UNAVAILABLE = 'Non riusciamo a rilevare la tua posizione. Cerca per indirizzo, comune o CAP.';
const TIMEOUT = 'Il rilevamento della posizione ha richiesto troppo tempo. Riprova o cerca per indirizzo.';

/** The browser's position; rejects with an Italian message when it is refused or unavailable. */
export function locate(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        const message =
          error.code === PERMISSION_DENIED ? DENIED : error.code === TIMEOUT_EXPIRED ? TIMEOUT : UNAVAILABLE;
        reject(new Error(message));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
