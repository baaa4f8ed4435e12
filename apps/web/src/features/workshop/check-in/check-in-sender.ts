import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { ApiError } from '../../../lib/api-client';
import { Backoff } from '../retry-delay';
import { checkInCar } from './api/check-in';
import { forgetPendingCheckIn, readPendingCheckIn, refusePendingCheckIn } from './pending-check-in';

export interface CheckInSenderEvents {
  /** The server recorded the arrival: its draft, checked in. */
  onCheckedIn(draft: ReportDraft): void;
  /** The server refused the device's time; the refusal is kept with the arrival. */
  onRefused?(message: string): void;
  /** The session has ended (401): the arrival waits, retried, until the technician signs in again. */
  onSignedOut?(): void;
}

const isTemporary = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/**
 * Sends the arrival kept on the device (pending-check-in.ts) with the device's time, before anything else
 * of the inspection: the server refuses changes and photos until the car is checked in, so the draft's
 * queues are held until `onCheckedIn` (docs/decisions/084-check-in-offline.md). Retried with backoff while
 * the network is down, the server fails or the session must be renewed, and at the `online` event; a
 * refusal stops it, and the work stays on the device.
 */
export class CheckInSender {
  private readonly backoff = new Backoff(() => void this.attempt());
  private sending = false;
  private stopped = false;

  constructor(
    private readonly uuid: string,
    private readonly events: CheckInSenderEvents,
    private readonly send: (uuid: string, arrivedAt: string) => Promise<ReportDraft> = checkInCar,
  ) {}

  start() {
    void this.attempt();
  }

  dispose() {
    this.stopped = true;
    this.backoff.dispose();
  }

  private async attempt() {
    const pending = readPendingCheckIn(this.uuid);
    if (this.stopped || this.sending || !pending || pending.refusal !== undefined) return;
    this.sending = true;
    try {
      const draft = await this.send(this.uuid, pending.arrivedAt);
      // Stopped meanwhile, another sender of this inspection (the editor's, the list's) owns the arrival:
      // sent again by it, the server answers the check-in it already has.
      if (this.stopped) return;
      this.backoff.succeeded();
      this.events.onCheckedIn(draft);
      forgetPendingCheckIn(this.uuid);
    } catch (error) {
      if (this.stopped) return;
      const status = error instanceof ApiError ? error.status : 0;
      if (isTemporary(status)) {
        if (status === 401) this.events.onSignedOut?.();
        this.backoff.failed();
        return;
      }
      const message = error instanceof Error ? error.message : '';
      refusePendingCheckIn(this.uuid, message);
      this.events.onRefused?.(message);
    } finally {
      this.sending = false;
    }
  }
}
