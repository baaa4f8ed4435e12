import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** A part of the name or of the town; the list follows when 'Cerca' is pressed, never while typing. */
export function WorkshopSearch({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Form role="search" onSubmit={submit} className="mb-4" aria-label="Cerca officine">
      <Form.Label htmlFor="workshop-search">Nome o città</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id="workshop-search"
          type="search"
          name="q"
          value={text}
          maxLength={120}
          autoComplete="off"
          className="flex-grow-1 w-auto"
          aria-describedby="workshop-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Cerca
        </Button>
      </div>
      <Form.Text id="workshop-search-hint">Anche solo una parte, maiuscole o minuscole.</Form.Text>
    </Form>
  );
}
