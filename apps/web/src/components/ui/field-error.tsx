import Form from 'react-bootstrap/Form';

/**
 * The message under a field, in a region that is always there so that screen readers announce it when it
 * appears (WCAG 4.1.3); the field names it with aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite">
      {message && (
        <Form.Control.Feedback id={id} type="invalid" className="d-block">
          {message}
        </Form.Control.Feedback>
      )}
    </div>
  );
}

/** The ids a field's aria-describedby lists: its error while there is one, then its hint. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
