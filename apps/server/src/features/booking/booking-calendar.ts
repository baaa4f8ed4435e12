import type { MailAttachment } from '../../lib/mail/mail.repository';

export interface CalendarEvent {
  /** PUBLISH adds or updates the event; CANCEL removes it (RFC 5546 §3.2.5). */
  method: 'PUBLISH' | 'CANCEL';
  uid: string;
  /** Goes up at every change of the appointment, so that calendars replace the older copy of the event. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** Who publishes the event: RFC 5546 §3.2 requires an ORGANIZER in PUBLISH and CANCEL. */
  organizer: { name: string; email: string };
  /** DTSTAMP: when the event was written. */
  stamp: Date;
}

// RFC 5545 §3.3.5: UTC date-time, "20261125T083000Z".
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values.
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

// RFC 5545 §3.2: a quoted parameter value may hold anything but a double quote.
const quoted = (value: string) => `"${value.replace(/"/g, '')}"`;

// RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character.
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The file's name, in the e-mail and as a download: the same event under the same name. */
export const CALENDAR_FILENAME = 'ispezione-verificauto.ics';

/**
 * An iCalendar file with one event, for the booking's e-mail and the confirmation's "Aggiungi al
 * calendario": calendars add it with one click.
 */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Verificauto//Prenotazioni//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `ORGANIZER;CN=${quoted(event.organizer.name)}:mailto:${event.organizer.email}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function calendarAttachment(event: CalendarEvent): MailAttachment {
  return {
    filename: CALENDAR_FILENAME,
    contentType: `text/calendar; charset=utf-8; method=${event.method}`,
    content: Buffer.from(calendarFile(event), 'utf8'),
  };
}
