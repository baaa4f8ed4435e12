import type { ReportDraft, WorkshopBookings } from '@verificauto/shared/contracts/workshop';
import { useEffect } from 'react';
import { getReportDraft } from '../draft/api/get-report-draft';
import { bookingsToKeep } from './coming-bookings';
import { keepDraft } from './kept-drafts';
import { keepOnlyPhotosOf } from './kept-photos';

/**
 * Online, this week's list fetches the drafts of the coming days' bookings and of the reports to complete
 * one after the other and keeps them with their photos' thumbnails, so that their editor opens offline
 * (decision 068); the thumbnails of other photos go. A draft only read stays 'Da iniziare' on the list.
 */
export function useKeepComingDrafts(list: WorkshopBookings | undefined, online: boolean) {
  const uuids =
    list && online
      ? bookingsToKeep([...list.to_complete, ...list.bookings]).map((booking) => booking.uuid)
      : [];
  const key = uuids.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void (async () => {
      const wanted = key.split(',');
      const kept: ReportDraft[] = [];
      for (const uuid of wanted) {
        const draft = await getReportDraft(uuid, controller.signal).catch(() => undefined);
        if (controller.signal.aborted) return;
        if (!draft) continue;
        keepDraft(draft);
        kept.push(draft);
      }
      // Only a full pass knows which photos are no longer needed.
      if (kept.length === wanted.length) void keepOnlyPhotosOf(kept);
    })();
    return () => controller.abort();
  }, [key]);
}
