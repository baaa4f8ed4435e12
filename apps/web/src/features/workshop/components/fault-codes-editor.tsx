import { type FaultCode, FaultCodeSchema } from '@verificauto/shared/contracts/fault-code';
import {
  FAULT_CODE_STATUSES,
  type FaultCodeStatus,
  MAX_FAULT_CODES,
} from '@verificauto/shared/domain/fault-codes';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';

type Row = { code: string; description: string; status: FaultCodeStatus };
type Field = keyof Row;

const STATUSES = Object.entries(FAULT_CODE_STATUSES) as [FaultCodeStatus, string][];
const NEW_ROW: Row = { code: '', description: '', status: 'active' };

/** Each row as the schema reads it, or its messages by field. */
function parseRows(
  rows: readonly Row[],
): { code: FaultCode | null; errors: Partial<Record<Field, string>> }[] {
  return rows.map((row) => {
    const parsed = FaultCodeSchema.safeParse(row);
    if (parsed.success) return { code: parsed.data, errors: {} };
    const errors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
    return { code: null, errors };
  });
}

const sameCodes = (a: readonly FaultCode[], b: readonly FaultCode[]) =>
  a.length === b.length &&
  a.every(
    (x, i) => x.code === b[i]?.code && x.description === b[i]?.description && x.status === b[i]?.status,
  );

/**
 * The OBD-II codes the scanner read (decision 052), one row each. The list is saved once every row is
 * valid, as the vehicle fields are; until then each row shows what it lacks.
 */
export function FaultCodesEditor() {
  const { draft, change, readOnly, fieldErrors } = useEditor();
  const [rows, setRows] = useState<Row[]>(() => draft.fault_codes.map((code) => ({ ...code })));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The list last sent or received: the draft showing it again is this editor's own change coming back.
  const known = useRef(draft.fault_codes);
  const parsed = parseRows(rows);

  useEffect(() => {
    // Another copy of the draft arrived (a reload, another device): it replaces the rows, half-typed ones too.
    if (sameCodes(draft.fault_codes, known.current)) return;
    known.current = draft.fault_codes;
    setRows(draft.fault_codes.map((code) => ({ ...code })));
  }, [draft.fault_codes]);

  const update = (next: Row[]) => {
    setRows(next);
    const codes = parseRows(next).map((row) => row.code);
    if (codes.every((code): code is FaultCode => code !== null) && !sameCodes(codes, known.current)) {
      known.current = codes;
      change({ fault_codes: codes });
    }
  };
  const set = (index: number, field: Field, value: string) =>
    update(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const touch = (index: number, field: Field) => setTouched((t) => new Set(t).add(`${index}.${field}`));
  const errorOf = (index: number, field: Field) =>
    (touched.has(`${index}.${field}`) ? parsed[index]?.errors[field] : undefined) ??
    fieldErrors[`fault_codes.${index}.${field}`];

  const input = (index: number, field: Field) => {
    const id = `fault-code-${index}-${field}`;
    const error = errorOf(index, field);
    return {
      id,
      error,
      errorId: `${id}-error`,
      props: {
        id,
        isInvalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error && `${id}-error`),
        onBlur: () => touch(index, field),
      },
    } as const;
  };

  return (
    <section className="fault-codes-editor mb-4" aria-labelledby="fault-codes-title">
      <h3 id="fault-codes-title" className="h5">
        Codici di errore letti (OBD-II)
      </h3>
      <p className="small text-body-secondary">
        Un codice per riga, come lo mostra lo strumento di diagnosi, con il suo stato. Se la scansione non ne
        trova, lascia l’elenco vuoto.
      </p>
      {rows.length === 0 && <p className="text-body-secondary">Nessun codice di errore inserito.</p>}
      <ol className="list-unstyled mb-2">
        {rows.map((row, index) => {
          const code = input(index, 'code');
          const description = input(index, 'description');
          const status = input(index, 'status');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the server names it.
            <li key={index} className="fault-code-row row g-2 align-items-start mb-2">
              <Form.Group className="col-12 col-md-2" controlId={code.id}>
                <Form.Label className="small mb-1">Codice {index + 1}</Form.Label>
                <Form.Control
                  {...code.props}
                  value={row.code}
                  placeholder="P0301"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={7}
                  onChange={(event) => set(index, 'code', event.target.value.toUpperCase())}
                />
                <FieldError id={code.errorId} message={code.error} />
              </Form.Group>
              <Form.Group className="col-12 col-md" controlId={description.id}>
                <Form.Label className="small mb-1">Descrizione</Form.Label>
                <Form.Control
                  {...description.props}
                  value={row.description}
                  maxLength={200}
                  onChange={(event) => set(index, 'description', event.target.value)}
                />
                <FieldError id={description.errorId} message={description.error} />
              </Form.Group>
              <Form.Group className="col-8 col-md-3" controlId={status.id}>
                <Form.Label className="small mb-1">Stato</Form.Label>
                <Form.Select
                  {...status.props}
                  value={row.status}
                  onChange={(event) => set(index, 'status', event.target.value)}
                >
                  {STATUSES.map(([key, label]) => (
                    <option key={key} value={key}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
                <FieldError id={status.errorId} message={status.error} />
              </Form.Group>
              <div className="col-4 col-md-auto fault-code-remove">
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={readOnly}
                  aria-label={`Rimuovi il codice ${index + 1}`}
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                >
                  Rimuovi
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={readOnly || rows.length >= MAX_FAULT_CODES}
        onClick={() => setRows([...rows, NEW_ROW])}
      >
        + Aggiungi un codice
      </button>
      <FieldError id="fault-codes-error" message={fieldErrors.fault_codes} />
    </section>
  );
}
