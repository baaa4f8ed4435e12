import type { Queryable } from '@verificauto/server/db/db';
import { addDays, type CalendarDate, toIsoDate, toWeekday } from '../lib/rome-time';
import { insertRecords } from './insert-records';

/** The Bologna workshop's one-day closure: a working day a week after the first start. */
export function demoBolognaClosedDay(today: CalendarDate): CalendarDate {
  return toWeekday(addDays(today, 7), 1);
}

/**
 * Each town's patron saint (decision 062's yearly closures), for the demo workshops whose town keeps the day
 * as a local holiday. Venice (25 April) and Bologna (4 October) are national holidays already.
 */
const PATRON_SAINTS: Readonly<Record<string, readonly [month: number, day: number, saint: string]>> = {
  'autofficina-rossi-figli-milano': [12, 7, 'Sant’Ambrogio'],
  'officina-gribaudo-torino': [6, 24, 'San Giovanni Battista'],
  'autoriparazioni-parodi-genova': [6, 24, 'San Giovanni Battista'],
  'autofficina-bartolini-firenze': [6, 24, 'San Giovanni Battista'],
  'officina-de-santis-roma': [6, 29, 'Santi Pietro e Paolo'],
  'centro-auto-magliana-roma': [6, 29, 'Santi Pietro e Paolo'],
  'autofficina-esposito-napoli': [9, 19, 'San Gennaro'],
  'officina-de-palma-bari': [12, 6, 'San Nicola'],
  'autofficina-lo-presti-palermo': [7, 15, 'Santa Rosalia'],
  'officina-musumeci-catania': [2, 5, 'Sant’Agata'],
  'autoriparazioni-pavan-padova': [6, 13, 'Sant’Antonio'],
  'officina-sossi-trieste': [11, 3, 'San Giusto'],
  'autofficina-locatelli-bergamo': [8, 26, 'Sant’Alessandro'],
  'officina-bonomi-brescia': [2, 15, 'Santi Faustino e Giovita'],
  'autofficina-malagoli-modena': [1, 31, 'San Geminiano'],
  'officina-ghirardi-parma': [1, 13, 'Sant’Ilario'],
  'officina-dallapiccola-trento': [6, 26, 'San Vigilio'],
};

/**
 * The demo workshops' closures (decision 062): their patron saints every year, and Bologna's workshop closed
 * one working day next week, so that the booking calendar shows a closed day to whoever tries it.
 */
export async function insertDemoClosures(tx: Queryable, today: CalendarDate): Promise<void> {
  const workshops = await tx.query<{ id: string; slug: string }>('SELECT id, slug FROM workshops');
  const idOf = new Map(workshops.map((w) => [w.slug, w.id]));
  const closed = toIsoDate(demoBolognaClosedDay(today));
  await insertRecords(tx, 'workshop_closures', [
    ...Object.entries(PATRON_SAINTS).flatMap(([slug, [month, day, saint]]) => {
      const id = idOf.get(slug);
      return id
        ? [{ workshop_id: id, kind: 'yearly', starts_on: null, ends_on: null, month, day, note: saint }]
        : [];
    }),
    {
      workshop_id: idOf.get('officina-bergonzoni-bologna'),
      kind: 'dates',
      starts_on: closed,
      ends_on: closed,
      month: null,
      day: null,
      note: 'Formazione del personale',
    },
  ]);
}
