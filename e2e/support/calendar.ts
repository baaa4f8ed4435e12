import ICAL from 'ical.js';

export interface CalendarEvent {
  method: string;
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
}

/** The one event of a calendar file (an e-mail's .ics, "Aggiungi al calendario"), read by ical.js. */
export function readCalendarEvent(file: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1 || !events[0]) throw new Error(`${events.length} events instead of one`);
  const event = new ICAL.Event(events[0]);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}
