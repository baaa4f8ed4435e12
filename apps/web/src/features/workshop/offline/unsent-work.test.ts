import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetIdentity, keepIdentity } from '../../../lib/kept-identity';
import { recordPendingCheckIn, refusePendingCheckIn } from '../check-in/pending-check-in';
import { countChanges } from '../draft/draft-changes';
import { photoStore } from '../photos/photo-store';
import { INSPECTION_UUID, makeDraft } from '../testing/workshop-fixtures';
import { keepAnswer, keptKeys, readKeptAnswer } from './kept-answers';
import {
  readAllUnsentWork,
  readUnsentWork,
  signOutWarning,
  waitingForNetwork,
  workshopDeviceData,
} from './unsent-work';

const OTHER_UUID = '0f7c2f7a-3b1e-4c55-9a0e-5d7b8e9f0a22';

afterEach(async () => {
  localStorage.clear();
  await photoStore().clear();
});

const storeChange = (uuid: string, change: object) =>
  localStorage.setItem(`verificauto.workshop.draft.${uuid}`, JSON.stringify(change));
const storePhoto = (uuid: string, clientKey: string) =>
  photoStore().put({
    clientKey,
    inspectionUuid: uuid,
    target: { kind: 'imperfection' },
    file: new Blob(['x'], { type: 'image/jpeg' }),
    createdAt: Date.now(),
  });

describe('what is waiting for the network', () => {
  it('is said with Italian plurals', () => {
    expect(waitingForNetwork({ arrivals: 0, changes: 3, photos: 5 })).toBe(
      '3 modifiche e 5 foto in attesa di rete',
    );
    expect(waitingForNetwork({ arrivals: 0, changes: 1, photos: 0 })).toBe('1 modifica in attesa di rete');
    expect(waitingForNetwork({ arrivals: 0, changes: 0, photos: 1 })).toBe('1 foto in attesa di rete');
    expect(waitingForNetwork({ arrivals: 0, changes: 1, photos: 2 })).toBe(
      '1 modifica e 2 foto in attesa di rete',
    );
  });

  it('names first the arrival of a car checked in without network (decision 084)', () => {
    expect(waitingForNetwork({ arrivals: 1, changes: 3, photos: 5 })).toBe(
      'L’arrivo dell’auto, 3 modifiche e 5 foto in attesa di rete',
    );
    expect(waitingForNetwork({ arrivals: 1, changes: 0, photos: 2 })).toBe(
      'L’arrivo dell’auto e 2 foto in attesa di rete',
    );
    expect(waitingForNetwork({ arrivals: 1, changes: 0, photos: 0 })).toBe(
      'L’arrivo dell’auto in attesa di rete',
    );
    expect(waitingForNetwork({ arrivals: 2, changes: 1, photos: 0 })).toBe(
      'L’arrivo di 2 auto e 1 modifica in attesa di rete',
    );
  });

  it('counts an item once with its rating, note and costs, and each field, photo and caption', () => {
    expect(
      countChanges({
        details: { brand: 'Fiat', model: 'Panda' },
        items: {
          ext_rust: { value: 3, not_checked_reason: null },
          ext_bumpers: { value: 2, description: 'Graffio', min_repair_cost: 100 },
        },
        key_photos: { front: null },
        verdict_overall: 'Buona',
        fault_codes: [],
      }),
    ).toBe(7);
    expect(countChanges({})).toBe(0);
  });

  it('reads the changes kept in localStorage and the photos in IndexedDB, by inspection and in all', async () => {
    storeChange(INSPECTION_UUID, { items: { ext_rust: { value: 3 }, ext_bumpers: { value: 4 } } });
    storeChange(OTHER_UUID, { verdict_overall: 'Buona' });
    await storePhoto(INSPECTION_UUID, 'a');
    await storePhoto(OTHER_UUID, 'b');
    await storePhoto(OTHER_UUID, 'c');
    expect(await readUnsentWork(INSPECTION_UUID)).toEqual({ arrivals: 0, changes: 2, photos: 1 });
    expect(await readUnsentWork(OTHER_UUID)).toEqual({ arrivals: 0, changes: 1, photos: 2 });
    expect(await readAllUnsentWork()).toEqual({ arrivals: 0, changes: 3, photos: 3 });
  });

  it('reads the arrival kept on the device, and whether the server refused its time', async () => {
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T08:05:00Z'));
    recordPendingCheckIn(OTHER_UUID);
    refusePendingCheckIn(OTHER_UUID, 'L’arrivo dell’auto registrato sul dispositivo è nel futuro.');
    expect(await readUnsentWork(INSPECTION_UUID)).toEqual({ arrivals: 1, changes: 0, photos: 0 });
    expect(await readUnsentWork(OTHER_UUID)).toEqual({
      arrivals: 1,
      changes: 0,
      photos: 0,
      arrivalRefused: true,
    });
    expect(await readAllUnsentWork()).toEqual({ arrivals: 2, changes: 0, photos: 0 });
  });
});

describe('signing out', () => {
  afterEach(() => forgetIdentity());

  it('warns while something is unsent, in words that agree with the count', async () => {
    expect(await workshopDeviceData.unsentWarning()).toBeNull();
    storeChange(INSPECTION_UUID, { verdict_overall: 'Buona' });
    expect(await workshopDeviceData.unsentWarning()).toBe(
      '1 modifica non è ancora stata inviata al server: uscendo andrà persa. Vuoi uscire comunque?',
    );
    expect(signOutWarning({ arrivals: 0, changes: 3, photos: 5 })).toBe(
      '3 modifiche e 5 foto non sono ancora state inviate al server: uscendo andranno perse. Vuoi uscire comunque?',
    );
    expect(signOutWarning({ arrivals: 1, changes: 0, photos: 0 })).toBe(
      'L’arrivo dell’auto non è ancora stato inviato al server: uscendo andrà perso. Vuoi uscire comunque?',
    );
    expect(signOutWarning({ arrivals: 1, changes: 2, photos: 1 })).toBe(
      'L’arrivo dell’auto, 2 modifiche e 1 foto non sono ancora stati inviati al server: uscendo andranno persi. Vuoi uscire comunque?',
    );
  });

  it('clears the kept answers, the unsent changes and photos, and leaves the rest of the storage', async () => {
    keepIdentity('tecnico@officina.test', 'technician');
    await keepAnswer(keptKeys.draft(INSPECTION_UUID), makeDraft());
    expect(await readKeptAnswer(keptKeys.draft(INSPECTION_UUID), ReportDraftSchema)).toBeDefined();
    storeChange(INSPECTION_UUID, { verdict_overall: 'Buona' });
    await storePhoto(INSPECTION_UUID, 'a');
    recordPendingCheckIn(OTHER_UUID);
    localStorage.setItem('expires_time', '1');

    await workshopDeviceData.clear();

    expect(await readKeptAnswer(keptKeys.draft(INSPECTION_UUID), ReportDraftSchema)).toBeUndefined();
    expect(await readAllUnsentWork()).toEqual({ arrivals: 0, changes: 0, photos: 0 });
    expect(localStorage.getItem('expires_time')).toBe('1');
  });
});

describe('the kept answers', () => {
  afterEach(() => forgetIdentity());

  it('are read only by the technician who kept them, and not without a kept identity', async () => {
    keepIdentity('uno@officina.test', 'technician');
    await keepAnswer(keptKeys.draft(INSPECTION_UUID), makeDraft());
    keepIdentity('due@officina.test', 'technician');
    expect(await readKeptAnswer(keptKeys.draft(INSPECTION_UUID), ReportDraftSchema)).toBeUndefined();
    forgetIdentity();
    await keepAnswer(keptKeys.draft(OTHER_UUID), makeDraft({ uuid: OTHER_UUID }));
    keepIdentity('uno@officina.test', 'technician');
    expect(await readKeptAnswer(keptKeys.draft(INSPECTION_UUID), ReportDraftSchema)).toEqual(makeDraft());
    expect(await readKeptAnswer(keptKeys.draft(OTHER_UUID), ReportDraftSchema)).toBeUndefined();
  });
});
