import { countOf } from '@verificauto/shared/domain/plural';
import { capitalised } from '../../../lib/capitalised';
import {
  forgetPendingCheckIns,
  inspectionsWithPendingCheckIn,
  readPendingCheckIn,
} from '../check-in/pending-check-in';
import { countChanges } from '../draft/draft-changes';
import { draftsWithStoredChanges, forgetStoredChanges, readStoredChange } from '../draft/draft-saver';
import { photoStore } from '../photos/photo-store';
import { clearKeptAnswers } from './kept-answers';
import { forgetKeptDrafts } from './kept-drafts';

/** What of an inspection is on this device and not yet on the server. */
export interface UnsentWork {
  /** Cars checked in without network (decision 084): one at most for an inspection. */
  arrivals: number;
  changes: number;
  photos: number;
  /** The server refused the arrival's time: nothing more goes out until it is recorded. */
  arrivalRefused?: boolean;
}

export const NOTHING_UNSENT: UnsentWork = { arrivals: 0, changes: 0, photos: 0 };

export const isUnsent = ({ arrivals, changes, photos }: UnsentWork) => arrivals + changes + photos > 0;

/** "l’arrivo dell’auto, 3 modifiche e 5 foto", "3 modifiche e 5 foto", "1 modifica", "2 foto"; empty when nothing. */
export function unsentCounts({ arrivals, changes, photos }: UnsentWork): string {
  const parts = [
    arrivals === 1 ? 'l’arrivo dell’auto' : arrivals > 1 ? `l’arrivo di ${arrivals} auto` : '',
    changes > 0 ? countOf(changes, 'modifica', 'modifiche') : '',
    photos > 0 ? countOf(photos, 'foto', 'foto') : '',
  ].filter(Boolean);
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} e ${last}` : last;
}

/** Offline with nothing waiting. */
export const NO_NETWORK =
  'Nessuna connessione: quello che fai resta su questo dispositivo e parte appena torna la rete.';

/** "3 modifiche e 5 foto in attesa di rete", "1 modifica in attesa di rete". */
export const waitingForNetwork = (work: UnsentWork) => `${capitalised(unsentCounts(work))} in attesa di rete`;

/** The arrival and changes kept in localStorage and the photos in IndexedDB of one inspection. */
export async function readUnsentWork(inspectionUuid: string): Promise<UnsentWork> {
  const photos = await photoStore()
    .list(inspectionUuid)
    .catch(() => []);
  const arrival = readPendingCheckIn(inspectionUuid);
  return {
    arrivals: arrival ? 1 : 0,
    changes: countChanges(readStoredChange(inspectionUuid)),
    photos: photos.length,
    ...(arrival?.refusal === undefined ? {} : { arrivalRefused: true }),
  };
}

export function totalOf(works: Iterable<UnsentWork>): UnsentWork {
  let total = NOTHING_UNSENT;
  for (const work of works)
    total = {
      arrivals: total.arrivals + work.arrivals,
      changes: total.changes + work.changes,
      photos: total.photos + work.photos,
    };
  return total;
}

/** What 'Esci' asks before signing out while something would be lost; null when nothing is unsent. */
export function signOutWarning(work: UnsentWork): string | null {
  if (!isUnsent(work)) return null;
  // "L’arrivo dell’auto" is one thing and masculine; with it, the whole list is masculine.
  const masculine = work.arrivals > 0;
  const one = masculine ? work.changes + work.photos === 0 : work.changes + work.photos === 1;
  const ending = masculine ? (one ? 'o' : 'i') : one ? 'a' : 'e';
  const [is, will] = one ? ['è', 'andrà'] : ['sono', 'andranno'];
  return `${capitalised(unsentCounts(work))} non ${is} ancora stat${ending} inviat${ending} al server: uscendo ${will} pers${ending}. Vuoi uscire comunque?`;
}

/** Everything unsent on this device, every inspection's. */
export async function readAllUnsentWork(): Promise<UnsentWork> {
  const photos = await photoStore()
    .all()
    .catch(() => []);
  const changes = draftsWithStoredChanges().reduce(
    (count, uuid) => count + countChanges(readStoredChange(uuid)),
    0,
  );
  return { arrivals: inspectionsWithPendingCheckIn().length, changes, photos: photos.length };
}

/**
 * The workshop's part of the device's data (lib/device-data.ts): the warning before signing out with work
 * unsent, and the clearing at sign-out of the kept answers, the unsent arrivals, changes and photos.
 */
export const workshopDeviceData = {
  unsentWarning: async () => signOutWarning(await readAllUnsentWork()),
  clear: async () => {
    forgetStoredChanges();
    forgetPendingCheckIns();
    forgetKeptDrafts();
    await Promise.allSettled([clearKeptAnswers(), photoStore().clear()]);
  },
};
