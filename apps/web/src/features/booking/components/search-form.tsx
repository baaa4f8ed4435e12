import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface SearchFormProps {
  query: string;
  onQueryChange(query: string): void;
  busy: boolean;
  onSearch(query: string): void;
  onLocate(): void;
}

/** Spec §2: search by address with Enter or the button, or by the browser's position. */
export function SearchForm({ query, onQueryChange, busy, onSearch, onLocate }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSearch(query);
  };

  return (
    <Form
      role="search"
      aria-label="Cerca un’officina"
      noValidate
      onSubmit={submit}
      className="booking-search"
    >
      <Form.Label htmlFor="booking-query">Indirizzo, comune o CAP</Form.Label>
      <div className="booking-search-row">
        <Form.Control
          id="booking-query"
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Es. Bologna o 20121"
          autoComplete="address-level2"
          enterKeyHint="search"
        />
        <Button type="submit" variant="primary" disabled={busy}>
          Cerca
        </Button>
      </div>
      <Button type="button" variant="link" className="booking-locate px-0" onClick={onLocate} disabled={busy}>
        Usa la mia posizione
      </Button>
    </Form>
  );
}
