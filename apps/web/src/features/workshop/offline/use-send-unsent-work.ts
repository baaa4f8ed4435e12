import { useEffect, useState } from 'react';
import { CheckInSender } from '../check-in/check-in-sender';
import { saveDraftChange } from '../draft/api/save-draft-change';
import { countChanges } from '../draft/draft-changes';
import { DraftSaver } from '../draft/draft-saver';
import { uploadPhoto } from '../photos/api/upload-photo';
import { photoStore } from '../photos/photo-store';
import { PhotoUploader } from '../photos/photo-uploader';
import { keepDraft } from './kept-drafts';
import { isUnsent, readUnsentWork, type UnsentWork } from './unsent-work';

/**
 * On the bookings list: what each booking has on the device and not on the server, sent meanwhile by the
 * same queues the editor uses (retried with backoff and at the `online` event), so that work left offline
 * goes out when the network returns even if its editor is not opened again; the arrival of a car checked
 * in without network goes first (decision 084). The editor's own queues take over when it opens (this
 * hook's stop when the list goes).
 */
export function useSendUnsentWork(uuids: readonly string[]): ReadonlyMap<string, UnsentWork> {
  const [work, setWork] = useState<ReadonlyMap<string, UnsentWork>>(new Map());
  const key = uuids.join(',');

  useEffect(() => {
    let stopped = false;
    const stops: (() => void)[] = [];
    const show = (uuid: string, found: UnsentWork) => {
      if (!stopped) setWork((previous) => new Map(previous).set(uuid, found));
    };

    const send = (uuid: string, found: UnsentWork) => {
      let { arrivals, photos } = found;
      let arrivalRefused = found.arrivalRefused;
      const now = () => ({ arrivals, changes: countChanges(saver.unsaved()), photos, arrivalRefused });
      const saver: DraftSaver = new DraftSaver(uuid, (change) => saveDraftChange(uuid, change), {
        onSaved: keepDraft,
        onStatus: () => show(uuid, now()),
        onFieldError: () => undefined,
        onClosed: () => show(uuid, { ...now(), changes: 0 }),
      });
      const uploader = new PhotoUploader(uuid, photoStore(), uploadPhoto, {
        onUploaded: (result) => keepDraft(result.draft),
        onChange: (pending) => {
          // A photo the server refused for good is not being sent; the editor shows it with its reason.
          photos = pending.filter((photo) => photo.state !== 'failed').length;
          show(uuid, now());
        },
      });
      // The arrival kept on the device first: the server refuses changes and photos until it has it.
      if (arrivals > 0) {
        saver.hold();
        uploader.hold();
        const checkIn = new CheckInSender(uuid, {
          onCheckedIn: (draft) => {
            keepDraft(draft);
            arrivals = 0;
            show(uuid, now());
            saver.release();
            uploader.release();
          },
          onRefused: () => {
            arrivalRefused = true;
            show(uuid, now());
          },
        });
        checkIn.start();
        stops.push(() => checkIn.dispose());
      }
      saver.resume();
      void uploader.restore();
      stops.push(() => {
        saver.dispose();
        uploader.dispose();
      });
    };

    void (async () => {
      for (const uuid of key ? key.split(',') : []) {
        const found = await readUnsentWork(uuid);
        if (stopped) return;
        show(uuid, found);
        if (isUnsent(found)) send(uuid, found);
      }
    })();
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [key]);

  return work;
}
