import ICAL from 'ical.js';

/** The one event of a booking's calendar file, as a calendar app reads it. */
export interface CalendarEntry {
  /** The calendar's METHOD: PUBLISH adds or updates the event, CANCEL removes it. */
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; address: string };
  start: Date;
  end: Date;
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') throw new Error(`${name} missing or not text`);
  return value;
};

/**
 * Parses an iCalendar file with ical.js and returns its only event; anything else (a parse error, no
 * event, several) throws.
 */
export function readCalendarFile(file: string | Uint8Array): CalendarEntry {
  const source = typeof file === 'string' ? file : Buffer.from(file).toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(source));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1 || !events[0]) throw new Error(`${events.length} events instead of one`);
  const vevent = events[0];
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer');
  const cn = organizer?.getParameter('cn');
  return {
    method: text(calendar, 'method'),
    uid: event.uid,
    sequence: event.sequence,
    status: text(vevent, 'status'),
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: { name: typeof cn === 'string' ? cn : '', address: event.organizer ?? '' },
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}
