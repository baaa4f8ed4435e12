import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetFormDraft,
  forgetFormDrafts,
  formDraftKeys,
  readFormDraft,
  writeFormDraft,
} from './form-drafts';

const UUID = 'DE000000-0000-4000-8000-00000000A003';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('form drafts in the tab’s sessionStorage', () => {
  it('reads back what was written, per form and order, whatever the uuid’s case', () => {
    writeFormDraft(formDraftKeys.checkout(UUID), { values: { city: 'Milano' } });
    expect(readFormDraft(formDraftKeys.checkout(UUID.toLowerCase()))).toEqual({ values: { city: 'Milano' } });
    expect(readFormDraft(formDraftKeys.bookingFee(UUID))).toBeUndefined();
    forgetFormDraft(formDraftKeys.checkout(UUID));
    expect(readFormDraft(formDraftKeys.checkout(UUID))).toBeUndefined();
  });

  it('ignores a stored value that is not JSON, and storage that refuses', () => {
    sessionStorage.setItem(`verificauto.form.${formDraftKeys.checkout(UUID)}`, '{not json');
    expect(readFormDraft(formDraftKeys.checkout(UUID))).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeFormDraft(formDraftKeys.bookingFee(UUID), { values: {} })).not.toThrow();
  });

  it('forgets every draft at sign-out and nothing else of the tab', () => {
    writeFormDraft(formDraftKeys.checkout(UUID), { values: { city: 'Milano' } });
    writeFormDraft(formDraftKeys.bookingFee(UUID), { values: { city: 'Roma' } });
    sessionStorage.setItem('altro', '1');
    forgetFormDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('altro')).toBe('1');
  });
});
