import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/**
 * The box's name: before the page hydrates the browser submits the form itself, to `/booking?q=…`, and the
 * page runs that search when it starts (booking-page.tsx).
 */
export const QUERY_FIELD = 'q';

interface SearchFormProps {
  query: string;
  onQueryChange(query: string): void;
  busy: boolean;
  onSearch(query: string): void;
  onLocate(): void;
}

/**
 * The product rules (docs/product.md#booking-page): search by address with Enter or the button, or by the
 * browser's position.
 */
export function SearchForm({ query, onQueryChange, busy, onSearch, onLocate }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows, which is more than the state holds when it was typed into before the page hydrated.
    const typed = new FormData(event.currentTarget).get(QUERY_FIELD);
    const current = typeof typed === 'string' ? typed : query;
    if (current !== query) onQueryChange(current);
    if (!busy) onSearch(current);
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
          name={QUERY_FIELD}
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
