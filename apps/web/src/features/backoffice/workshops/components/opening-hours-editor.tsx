import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@verificauto/shared/contracts/backoffice-admin';
import { Fragment } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError } from '../../../../components/ui/field-error';
import { capitalised } from '../../../../lib/capitalised';
import type { DayHours, HoursValues } from '../workshop-form-values';

interface OpeningHoursEditorProps {
  hours: HoursValues;
  /** The server's message of each weekday, keyed 'opening_hours.<weekday>'. */
  errors: Partial<Record<`opening_hours.${Weekday}`, string>>;
  disabled: boolean;
  onChange(hours: HoursValues): void;
}

const OPENINGS = [
  [0, 'Chiuso'],
  [1, 'Una fascia'],
  [2, 'Due fasce'],
] as const;
export const dayFieldId = (day: Weekday) => `workshop-hours-${day}`;

/** The weekly hours the built-in scheduler offers slots in: each day closed or one or two intervals. */
export function OpeningHoursEditor({ hours, errors, disabled, onChange }: OpeningHoursEditorProps) {
  const change = (day: Weekday, next: DayHours) => onChange({ ...hours, [day]: next });
  const setTime = (day: Weekday, interval: 0 | 1, end: 0 | 1, value: string) => {
    const intervals = hours[day].intervals.map((pair) => [...pair]) as DayHours['intervals'];
    intervals[interval][end] = value;
    change(day, { ...hours[day], intervals });
  };

  return (
    <fieldset className="workshop-hours">
      <legend className="h5">Orari di apertura</legend>
      <p className="small text-body-secondary">
        Il calendario di prenotazione propone gli appuntamenti in questi orari (ora italiana).
      </p>
      {WEEKDAYS.map((day) => {
        const name = WEEKDAY_NAMES[day];
        const { open, intervals } = hours[day];
        const error = errors[`opening_hours.${day}`];
        const errorId = `${dayFieldId(day)}-error`;
        return (
          <fieldset key={day} className="workshop-hours-day">
            <legend className="visually-hidden">{capitalised(name)}</legend>
            <span className="workshop-hours-name" aria-hidden="true">
              {capitalised(name)}
            </span>
            <Form.Select
              id={dayFieldId(day)}
              aria-label={`${capitalised(name)}: apertura`}
              value={open}
              disabled={disabled}
              isInvalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) =>
                change(day, { open: Number(event.target.value) as DayHours['open'], intervals })
              }
            >
              {OPENINGS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            {([0, 1] as const)
              .filter((interval) => interval < open)
              .map((interval) => (
                <div key={interval} className="workshop-hours-interval">
                  {([0, 1] as const).map((end) => (
                    <Fragment key={end}>
                      {end === 1 && <span aria-hidden="true">–</span>}
                      <Form.Control
                        type="time"
                        step={300}
                        required
                        disabled={disabled}
                        value={intervals[interval][end]}
                        isInvalid={Boolean(error)}
                        aria-label={`${capitalised(name)}, ${interval === 0 ? 'prima' : 'seconda'} fascia: ${end === 0 ? 'dalle' : 'alle'}`}
                        onChange={(event) => setTime(day, interval, end, event.target.value)}
                      />
                    </Fragment>
                  ))}
                </div>
              ))}
            <div className="workshop-hours-error">
              <FieldError id={errorId} message={error} />
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
