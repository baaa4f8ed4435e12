import type { ReportDraft } from '@verificauto/shared/contracts/workshop';

/**
 * 'Auto in officina' pressed without network: kept on the device, like the unsent changes, until the
 * server records it (docs/decisions/084-check-in-offline.md).
 */
export interface PendingCheckIn {
  /** When the car arrived, by the device's clock (ISO). */
  arrivedAt: string;
  /** Why the server refused the device's time (a clock far off); the work stays on the device. */
  refusal?: string;
}

const PREFIX = 'verificauto.workshop.check-in.';
const keyOf = (uuid: string) => `${PREFIX}${uuid.toLowerCase()}`;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function isPendingCheckIn(value: unknown): value is PendingCheckIn {
  if (typeof value !== 'object' || value === null) return false;
  const { arrivedAt, refusal } = value as Record<string, unknown>;
  return (
    typeof arrivedAt === 'string' &&
    !Number.isNaN(Date.parse(arrivedAt)) &&
    (refusal === undefined || typeof refusal === 'string')
  );
}

/** The same object while the stored text is the same, as useSyncExternalStore needs. */
const parsed = new Map<string, { text: string; value: PendingCheckIn | undefined }>();

export function readPendingCheckIn(uuid: string): PendingCheckIn | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(keyOf(uuid));
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  const cached = parsed.get(uuid);
  if (cached?.text === text) return cached.value;
  let value: PendingCheckIn | undefined;
  try {
    const json: unknown = JSON.parse(text);
    value = isPendingCheckIn(json) ? json : undefined;
  } catch {
    value = undefined;
  }
  parsed.set(uuid, { text, value });
  return value;
}

function write(uuid: string, value: PendingCheckIn | undefined) {
  try {
    if (value) localStorage.setItem(keyOf(uuid), JSON.stringify(value));
    else localStorage.removeItem(keyOf(uuid));
  } catch {
    // Storage full or blocked: the check-in lives as long as the page, which still shows the editor.
  }
  changed();
}

/** The car arrived now, by the device's clock; a second press keeps the first time. */
export function recordPendingCheckIn(uuid: string, arrivedAt = new Date()): PendingCheckIn {
  const kept = readPendingCheckIn(uuid);
  if (kept) return kept;
  const pending = { arrivedAt: arrivedAt.toISOString() };
  write(uuid, pending);
  return pending;
}

export function refusePendingCheckIn(uuid: string, refusal: string) {
  const kept = readPendingCheckIn(uuid);
  if (kept) write(uuid, { ...kept, refusal });
}

/** The server recorded the arrival. */
export function forgetPendingCheckIn(uuid: string) {
  if (readPendingCheckIn(uuid)) write(uuid, undefined);
}

function storedUuids(): string[] {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  return keys.flatMap((key) => (key?.startsWith(PREFIX) ? [key.slice(PREFIX.length)] : []));
}

/** The inspections with an arrival kept on this device. */
export const inspectionsWithPendingCheckIn = () =>
  storedUuids().filter((uuid) => readPendingCheckIn(uuid) !== undefined);

/** At sign-out, with the other unsent work (decision 068). */
export function forgetPendingCheckIns() {
  for (const uuid of storedUuids()) localStorage.removeItem(keyOf(uuid));
  parsed.clear();
  changed();
}

export function subscribeToPendingCheckIns(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The draft as the editor shows it while the arrival waits for the network: checked in at the device's
 * time, or at no time shown once the server has refused that time.
 */
export const asCheckedIn = (draft: ReportDraft, pending: PendingCheckIn): ReportDraft => ({
  ...draft,
  awaiting_check_in: false,
  checked_in_at: pending.refusal === undefined ? pending.arrivedAt : null,
});
