import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface AdminSearchProps {
  /** The field's id; the hint and the problem take it as a prefix. */
  id: string;
  /** The search landmark's name, e.g. 'Cerca utenti'. */
  name: string;
  label: string;
  hint: string;
  /** The search in the address, where the field starts. */
  q: string;
  /** A search is on its way: 'Cerca' waits for it. */
  busy?: boolean;
  /** Why the server would refuse this text, if it would: said under the field, and nothing is searched. */
  problemOf?: (q: string) => string | undefined;
  onSearch(q: string): void;
}

/** A back-office list's search: the list follows when 'Cerca' is pressed, never while typing. */
export function AdminSearch({
  id,
  name,
  label,
  hint,
  q,
  busy = false,
  problemOf,
  onSearch,
}: AdminSearchProps) {
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState(() => problemOf?.(q));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    const refused = problemOf?.(next);
    setProblem(refused);
    if (!refused) onSearch(next);
  };

  return (
    <Form role="search" onSubmit={submit} noValidate className="mb-4" aria-label={name}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={120}
          autoComplete="off"
          className="flex-grow-1 w-auto"
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem ${id}-hint` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          Cerca
        </Button>
      </div>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      )}
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form>
  );
}
