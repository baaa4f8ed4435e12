import type { InspectorSlots } from '@verificauto/shared/contracts/booking';
import { romeTime } from '@verificauto/shared/domain/rome-time';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { dayLabel } from '../slot-labels';

export const SLOT_DAY_ID = 'booking-day';
const SLOT_ERROR_ID = 'booking-slot-error';

interface SlotPickerProps {
  days: InspectorSlots['days'];
  slot: string | null;
  error: string | undefined;
  onSlot(slot: string | null): void;
}

/**
 * A day, then one of its free times: a native select and a radio group, so that the arrow keys and
 * screen readers work as usual. Days and times are Italian (Europe/Rome) whatever the browser's zone.
 */
export function SlotPicker({ days, slot, error, onSlot }: SlotPickerProps) {
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  // A time already chosen (kept from before) shows its day; after a refresh the chosen day may be gone: fall
  // back to the first day with free times.
  const day =
    days.find((d) => d.date === chosenDate) ??
    days.find((d) => slot !== null && d.slots.includes(slot)) ??
    days[0];
  if (!day) return null;

  return (
    <fieldset className="booking-step">
      <legend className="booking-step-title">Giorno e ora</legend>
      <Form.Group className="mb-3" controlId={SLOT_DAY_ID}>
        <Form.Label>Giorno</Form.Label>
        <Form.Select
          value={day.date}
          onChange={(event) => {
            setChosenDate(event.target.value);
            onSlot(null);
          }}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d.date)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div
        role="radiogroup"
        aria-label={`Orari liberi di ${dayLabel(day.date)}`}
        aria-describedby={describedBy(error && SLOT_ERROR_ID)}
        className="booking-times"
      >
        {day.slots.map((start) => {
          const id = `booking-slot-${start.replace(/\W/g, '')}`;
          return (
            <div key={start} className="booking-time">
              <input
                type="radio"
                className="btn-check"
                name="slot"
                id={id}
                value={start}
                checked={slot === start}
                onChange={() => onSlot(start)}
              />
              <label className="btn btn-outline-primary" htmlFor={id}>
                {romeTime(start)}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={SLOT_ERROR_ID} message={error} />
    </fieldset>
  );
}
