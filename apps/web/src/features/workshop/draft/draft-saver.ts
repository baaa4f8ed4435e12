import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { ApiError } from '../../../lib/api-client';
import { retryDelay } from '../retry-delay';
import { isEmptyChange, mergeChanges, withoutField } from './draft-changes';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error' | 'unauthorized' | 'closed';

export interface DraftSaverEvents {
  onSaved(draft: ReportDraft): void;
  onStatus(status: SaveStatus, message?: string): void;
  /** A 400 named a field (`items.ext_rust.value`): its change was dropped and the rest sent again. */
  onFieldError(path: string, message: string): void;
  /** 409: the report was submitted meanwhile (from another device); nothing more can be saved. */
  onClosed(): void;
}

/** Changes typed within this window go out in one PATCH. */
export const SAVE_BATCH_MS = 500;
const STORAGE_PREFIX = 'verificauto.workshop.draft.';
const storageKey = (uuid: string) => `${STORAGE_PREFIX}${uuid}`;

/** The changes of a draft not yet confirmed by the server, as the last saver of it left them. */
export function readStoredChange(uuid: string): DraftChange {
  try {
    const stored = localStorage.getItem(storageKey(uuid));
    return stored ? (JSON.parse(stored) as DraftChange) : {};
  } catch {
    return {};
  }
}

/** The drafts with changes kept on this device. */
export function draftsWithStoredChanges(): string[] {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  return keys.flatMap((key) => (key?.startsWith(STORAGE_PREFIX) ? [key.slice(STORAGE_PREFIX.length)] : []));
}

/** At sign-out: every draft's unsent changes (the technician was warned, decision 068). */
export function forgetStoredChanges() {
  for (const uuid of draftsWithStoredChanges()) localStorage.removeItem(storageKey(uuid));
}

/**
 * The autosave queue of one draft: batches changes, sends one PATCH at a time in the order they were made
 * (a change made during a save goes out after it), retries with backoff while the network is down or the
 * server fails, and keeps every unsaved change in localStorage until the server has it, so that a reload
 * or a closed tab loses nothing.
 */
export class DraftSaver {
  private pending: DraftChange;
  private inFlight: DraftChange | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private stopped = false;
  private held = false;

  constructor(
    private readonly uuid: string,
    private readonly send: (change: DraftChange) => Promise<ReportDraft>,
    private readonly events: DraftSaverEvents,
  ) {
    this.pending = readStoredChange(uuid);
    window.addEventListener('online', this.retryNow);
  }

  /** Every change not yet confirmed by the server, in order. */
  unsaved(): DraftChange {
    return this.inFlight ? mergeChanges(this.inFlight, this.pending) : this.pending;
  }

  hasUnsaved(): boolean {
    return !isEmptyChange(this.unsaved());
  }

  /** Sends what a previous visit left unsaved. */
  resume() {
    if (this.hasUnsaved()) this.schedule(0);
  }

  queue(change: DraftChange) {
    if (this.stopped) return;
    this.pending = mergeChanges(this.pending, change);
    this.persist();
    if (!this.inFlight && this.failures === 0) this.schedule(SAVE_BATCH_MS);
  }

  /** Drops the unsaved changes (the report can no longer change) and stops. */
  discard() {
    this.pending = {};
    this.inFlight = null;
    localStorage.removeItem(storageKey(this.uuid));
    this.dispose();
  }

  /**
   * Keeps the changes on the device without sending them while the car's arrival waits for the server,
   * which refuses them until then (docs/decisions/084-check-in-offline.md).
   */
  hold() {
    this.held = true;
  }

  /** The arrival is recorded: what waited goes out. */
  release() {
    if (!this.held) return;
    this.held = false;
    this.resume();
  }

  dispose() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.retryNow);
  }

  private readonly retryNow = () => {
    if (this.failures > 0 && !this.inFlight) this.schedule(0);
  };

  private schedule(delay: number) {
    if (this.timer !== undefined) {
      if (delay > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }

  private persist() {
    const unsaved = this.unsaved();
    try {
      if (isEmptyChange(unsaved)) localStorage.removeItem(storageKey(this.uuid));
      else localStorage.setItem(storageKey(this.uuid), JSON.stringify(unsaved));
    } catch {
      // Storage full or blocked: the change still goes to the server, it is only not kept across a reload.
    }
  }

  private async flush() {
    if (this.stopped || this.held || this.inFlight || isEmptyChange(this.pending)) return;
    const batch = this.pending;
    this.inFlight = batch;
    this.pending = {};
    this.events.onStatus('saving');
    try {
      const draft = await this.send(batch);
      this.inFlight = null;
      this.failures = 0;
      // Stopped meanwhile, another saver of this draft (the editor's, the list's) owns the stored changes:
      // sent again by it, this batch merges as the same values.
      if (this.stopped) return;
      this.persist();
      this.events.onSaved(draft);
      if (isEmptyChange(this.pending)) this.events.onStatus('saved');
      else this.schedule(0);
    } catch (error) {
      this.inFlight = null;
      if (this.stopped) return;
      this.handleFailure(batch, error);
    }
  }

  private requeue(batch: DraftChange) {
    this.pending = mergeChanges(batch, this.pending);
    this.persist();
  }

  private handleFailure(batch: DraftChange, error: unknown) {
    const status = error instanceof ApiError ? error.status : 0;
    const message = error instanceof Error ? error.message : '';
    if (status === 409) {
      this.discard();
      this.events.onClosed();
      return;
    }
    if (status === 401 || status === 403) {
      this.requeue(batch);
      this.events.onStatus('unauthorized', message);
      return;
    }
    const fields = status === 400 && error instanceof ApiError ? Object.entries(error.fields) : [];
    const rest = fields.reduce<DraftChange | null>(
      (change, [path]) => change && withoutField(change, path),
      batch,
    );
    if (fields.length > 0 && rest) {
      for (const [path, fieldMessage] of fields) this.events.onFieldError(path, fieldMessage);
      this.requeue(rest);
      this.schedule(0);
      return;
    }
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      // The server refuses this data for good: sending it again would fail forever.
      this.persist();
      this.events.onStatus('error', message);
      if (!isEmptyChange(this.pending)) this.schedule(0);
      return;
    }
    this.requeue(batch);
    this.failures += 1;
    this.events.onStatus(status === 0 ? 'offline' : 'error', message);
    this.schedule(retryDelay(this.failures));
  }
}
