import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { reportDraftQueryOptions } from '../../draft/api/get-report-draft';
import { keepDraft } from '../../offline/kept-drafts';
import { CheckInSender } from '../check-in-sender';
import { type PendingCheckIn, readPendingCheckIn, subscribeToPendingCheckIns } from '../pending-check-in';

/** The arrival of this inspection kept on the device and not yet recorded by the server. */
export function usePendingCheckIn(uuid: string): PendingCheckIn | undefined {
  return useSyncExternalStore(
    subscribeToPendingCheckIns,
    () => readPendingCheckIn(uuid),
    () => undefined,
  );
}

/**
 * The editor page's sender of the kept arrival (check-in-sender.ts): once the server has it, its draft
 * replaces the page's, and then the arrival is forgotten, which lets the changes and photos go. `signedOut`
 * while the server answers that the session has ended.
 */
export function useSendPendingCheckIn(uuid: string): {
  pending: PendingCheckIn | undefined;
  signedOut: boolean;
} {
  const pending = usePendingCheckIn(uuid);
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  const waiting = pending !== undefined && pending.refusal === undefined;
  useEffect(() => {
    if (!waiting) return;
    const sender = new CheckInSender(uuid, {
      onCheckedIn: (draft) => {
        setSignedOut(false);
        queryClient.setQueryData(reportDraftQueryOptions(uuid).queryKey, draft);
        keepDraft(draft);
      },
      onSignedOut: () => setSignedOut(true),
    });
    sender.start();
    return () => sender.dispose();
  }, [uuid, waiting, queryClient]);
  return { pending, signedOut: waiting && signedOut };
}
