import type { WorkshopBookings } from '@verificauto/shared/contracts/workshop';
import { useEffect } from 'react';
import { getReportDraft } from '../draft/api/get-report-draft';
import { bookingsToKeep } from './coming-bookings';
import { keepDraft } from './kept-drafts';

/**
 * Online, this week's list fetches the drafts of the coming days' bookings and of the reports to complete
 * one after the other and keeps them, so
 * that their editor opens offline (decision 068). A draft only read stays 'Da iniziare' on the list.
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
      for (const uuid of key.split(',')) {
        const draft = await getReportDraft(uuid, controller.signal).catch(() => undefined);
        if (controller.signal.aborted) return;
        if (draft) keepDraft(draft);
      }
    })();
    return () => controller.abort();
  }, [key]);
}
