import { useEffect, useRef } from 'react';

/** The origin of Calendly's scheduling frame: its messages are trusted from there only. */
export const CALENDLY_ORIGIN = 'https://calendly.com';

/**
 * Whether a window message is Calendly's "event scheduled". Any page can post messages to ours, so the
 * origin is checked (react-calendly's own listener does not).
 */
export function isCalendlyScheduled(message: MessageEvent): boolean {
  const { data } = message;
  return (
    message.origin === CALENDLY_ORIGIN &&
    typeof data === 'object' &&
    data !== null &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  );
}

/** Calls `onScheduled` when the seller has confirmed a time in Calendly's widget. */
export function useCalendlyScheduled(onScheduled: () => void) {
  const latest = useRef(onScheduled);
  useEffect(() => {
    latest.current = onScheduled;
  }, [onScheduled]);
  useEffect(() => {
    const listener = (message: MessageEvent) => {
      if (isCalendlyScheduled(message)) latest.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
