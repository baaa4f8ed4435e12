/**
 * What a buyer typed in a payment form, or a seller in the booking form, kept in the tab's own
 * `sessionStorage` (gone when the tab closes) so that back/forward, a reload or a visit to another page keep
 * it (docs/decisions/059-checkout-keeps-what-was-typed.md, 061-one-booking-per-browser.md). The forms write
 * and read their drafts; the pages a payment or a booking ends on and the sign-out forget them.
 */
const PREFIX = 'verificauto.form.';

export const formDraftKeys = {
  checkout: (inspectionUuid: string) => `checkout.${inspectionUuid.toLowerCase()}`,
  bookingFee: (inspectionUuid: string) => `booking-fee.${inspectionUuid.toLowerCase()}`,
  // One per tab: the booking form's details go with the seller from one workshop to another.
  booking: () => 'booking',
  // Not what was typed but where: the report editor's section (docs/decisions/070-editor-that-guides.md).
  editorSection: (inspectionUuid: string) => `editor-section.${inspectionUuid.toLowerCase()}`,
};

// Storage may be refused (a private window's quota, storage turned off): the form then simply forgets.
function attempt<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** The stored draft as it was written, or undefined when there is none or it is not JSON. */
export function readFormDraft(key: string): unknown {
  const stored = attempt((storage) => storage.getItem(PREFIX + key));
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

export function writeFormDraft(key: string, draft: object) {
  attempt((storage) => storage.setItem(PREFIX + key, JSON.stringify(draft)));
}

export function forgetFormDraft(key: string) {
  attempt((storage) => storage.removeItem(PREFIX + key));
}

/** At sign-out: the next person at this tab does not find the previous one's details. */
export function forgetFormDrafts() {
  attempt((storage) => {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  });
}
