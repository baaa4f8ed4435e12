import { describe, expect, it } from 'vitest';
import { readCalendarFile } from '../../../test/helpers/ical';
import { type CalendarEvent, calendarAttachment, calendarFile } from './booking-calendar';

const EVENT: CalendarEvent = {
  method: 'PUBLISH',
  uid: 'c1000000-0000-4000-8000-000000000001@verificauto',
  sequence: 0,
  start: new Date('2026-11-30T08:00:00Z'),
  end: new Date('2026-11-30T09:00:00Z'),
  summary: 'Ispezione Verificauto – AB123CD',
  location: 'Officina Rossi, Via Emilia 12; 40128 Bologna',
  description: `Per spostare l’appuntamento: https://verificauto.it/booking/manage/${'x'.repeat(43)}`,
  organizer: { name: 'Verificauto', email: 'info@verificauto.it' },
  stamp: new Date('2026-11-24T10:15:30.123Z'),
};

const lines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  it('publishes the event at its version, in UTC, with TEXT escaped', () => {
    const file = lines(calendarFile(EVENT));
    expect(file).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        `UID:${EVENT.uid}`,
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'DTSTAMP:20261124T101530Z',
        'DTSTART:20261130T080000Z',
        'DTEND:20261130T090000Z',
        'LOCATION:Officina Rossi\\, Via Emilia 12\\; 40128 Bologna',
        'ORGANIZER;CN="Verificauto":mailto:info@verificauto.it',
      ]),
    );
  });

  it('is read back whole by an iCalendar parser', () => {
    expect(readCalendarFile(calendarFile(EVENT))).toEqual({
      method: 'PUBLISH',
      uid: EVENT.uid,
      sequence: 0,
      status: 'CONFIRMED',
      summary: EVENT.summary,
      location: EVENT.location,
      description: EVENT.description,
      organizer: { name: 'Verificauto', address: 'mailto:info@verificauto.it' },
      start: EVENT.start,
      end: EVENT.end,
    });
  });

  it('a cancellation removes the same event at a higher version (RFC 5546)', () => {
    const file = lines(calendarFile({ ...EVENT, method: 'CANCEL', sequence: 2 }));
    expect(file).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', `UID:${EVENT.uid}`, 'SEQUENCE:2', 'STATUS:CANCELLED']),
    );
    expect(calendarAttachment({ ...EVENT, method: 'CANCEL' }).contentType).toBe(
      'text/calendar; charset=utf-8; method=CANCEL',
    );
  });

  it('folds long lines at 75 octets and keeps the link whole once unfolded', () => {
    const file = calendarFile(EVENT);
    expect(file.endsWith('\r\n')).toBe(true);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines(file)).toContain(`DESCRIPTION:${EVENT.description}`);
  });
});
