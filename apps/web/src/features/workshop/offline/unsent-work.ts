import { countOf } from '@verificauto/shared/domain/plural';
import { countChanges } from '../draft/draft-changes';
import { draftsWithStoredChanges, forgetStoredChanges, readStoredChange } from '../draft/draft-saver';
import { photoStore } from '../photos/photo-store';
import { clearKeptAnswers } from './kept-answers';
import { forgetKeptDrafts } from './kept-drafts';

/** What of an inspection is on this device and not yet on the server. */
export interface UnsentWork {
  changes: number;
  photos: number;
}

export const NOTHING_UNSENT: UnsentWork = { changes: 0, photos: 0 };

export const isUnsent = ({ changes, photos }: UnsentWork) => changes + photos > 0;

/** "3 modifiche e 5 foto", "1 modifica", "2 foto"; empty when nothing. */
export function unsentCounts({ changes, photos }: UnsentWork): string {
  return [
    changes > 0 ? countOf(changes, 'modifica', 'modifiche') : '',
    photos > 0 ? countOf(photos, 'foto', 'foto') : '',
  ]
    .filter(Boolean)
    .join(' e ');
}

/** Offline with nothing waiting. */
export const NO_NETWORK =
  'Nessuna connessione: quello che fai resta su questo dispositivo e parte appena torna la rete.';

/** "3 modifiche e 5 foto in attesa di rete", "1 modifica in attesa di rete". */
export const waitingForNetwork = (work: UnsentWork) => `${unsentCounts(work)} in attesa di rete`;

/** The changes kept in localStorage and the photos in IndexedDB of one inspection. */
export async function readUnsentWork(inspectionUuid: string): Promise<UnsentWork> {
  const photos = await photoStore()
    .list(inspectionUuid)
    .catch(() => []);
  return { changes: countChanges(readStoredChange(inspectionUuid)), photos: photos.length };
}

export function totalOf(works: Iterable<UnsentWork>): UnsentWork {
  let total = NOTHING_UNSENT;
  for (const work of works)
    total = { changes: total.changes + work.changes, photos: total.photos + work.photos };
  return total;
}

/** What 'Esci' asks before signing out while something would be lost; null when nothing is unsent. */
export function signOutWarning(work: UnsentWork): string | null {
  if (!isUnsent(work)) return null;
  const counts = unsentCounts(work);
  const one = work.changes + work.photos === 1;
  return `${counts} ${one ? 'non è ancora stata inviata' : 'non sono ancora state inviate'} al server: uscendo ${one ? 'andrà persa' : 'andranno perse'}. Vuoi uscire comunque?`;
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
  return { changes, photos: photos.length };
}

/**
 * The workshop's part of the device's data (lib/device-data.ts): the warning before signing out with work
 * unsent, and the clearing at sign-out of the kept answers, the unsent changes and photos.
 */
export const workshopDeviceData = {
  unsentWarning: async () => signOutWarning(await readAllUnsentWork()),
  clear: async () => {
    forgetStoredChanges();
    forgetKeptDrafts();
    await Promise.allSettled([clearKeptAnswers(), photoStore().clear()]);
  },
};
