import { type FormEvent, useLayoutEffect, useRef } from 'react';
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
  const box = useRef<HTMLInputElement>(null);
  // Typed into the prerendered box before the page hydrated: the state takes it before the page's next
  // render, which would write the empty state back into the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useLayoutEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed && typed !== query) onQueryChange(typed);
  }, []);
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
          ref={box}
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
