import type { DraftOdometerReading } from '@verificauto/shared/contracts/workshop';
import { MAX_ODOMETER_READINGS } from '@verificauto/shared/domain/odometer-check';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { OdometerReadingRow, readingInputId } from './odometer-reading-row';

const EMPTY_READING: DraftOdometerReading = { source: 'service_book', date: null, km: null };

/**
 * The readings of the service book's stamps and of the revisioni (docs/decisions/055-odometer-readings.md):
 * a short list the report compares with the odometer. Each change saves the whole list.
 */
export function OdometerReadingsEditor() {
  const { draft, change, fieldErrors } = useEditor();
  const readings = draft.odometer_readings;
  const prefix = useId();
  const counter = useRef(0);
  const newKey = () => `${prefix}-${++counter.current}`;
  // Rows keep their typing while others are added or removed: one stable key per row.
  const [keys, setKeys] = useState<string[]>(() => readings.map(newKey));
  const [focusId, setFocusId] = useState<string | null>(null);
  const addId = `${prefix}-add`;

  if (keys.length !== readings.length) {
    setKeys((current) =>
      current.length > readings.length
        ? current.slice(0, readings.length)
        : [...current, ...readings.slice(current.length).map(newKey)],
    );
  }

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const save = (next: DraftOdometerReading[]) => change({ odometer_readings: next });
  const add = () => {
    setKeys((current) => [...current, newKey()]);
    save([...readings, EMPTY_READING]);
    setFocusId(readingInputId(readings.length, 'source'));
  };
  const remove = (index: number) => {
    setKeys((current) => current.filter((_, i) => i !== index));
    save(readings.filter((_, i) => i !== index));
    setFocusId(index < readings.length - 1 ? readingInputId(index, 'source') : addId);
  };
  const full = readings.length >= MAX_ODOMETER_READINGS;

  return (
    <fieldset className="editor-group">
      <legend className="h5">Letture del contachilometri</legend>
      <p className="text-body-secondary">
        Riporta data e chilometri dei timbri del libretto di manutenzione e delle revisioni: il report li
        confronta con il contachilometri.
      </p>
      {readings.length > 0 && (
        <ol className="odometer-readings list-unstyled">
          {readings.map((reading, index) => (
            <OdometerReadingRow
              key={keys[index] ?? index}
              index={index}
              reading={reading}
              errors={{
                source: fieldErrors[`odometer_readings.${index}.source`],
                date: fieldErrors[`odometer_readings.${index}.date`],
                km: fieldErrors[`odometer_readings.${index}.km`],
              }}
              onChange={(next) => save(readings.map((old, i) => (i === index ? next : old)))}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <button id={addId} type="button" className="btn btn-outline-primary" disabled={full} onClick={add}>
        Aggiungi lettura
      </button>
      {full && (
        <p className="form-text">
          Al massimo {MAX_ODOMETER_READINGS} letture: rimuovine una per aggiungerne altre.
        </p>
      )}
      <FieldError id="odometer_readings-error" message={fieldErrors.odometer_readings} />
    </fieldset>
  );
}
