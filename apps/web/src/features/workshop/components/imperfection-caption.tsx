import { IMPERFECTION_CAPTION_MAX } from '@verificauto/shared/contracts/workshop';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { savedText, useSyncedText } from '../hooks/use-synced-text';

/** What an imperfection photo shows and where: the buyer reads it under the photo and in the gallery. */
export function ImperfectionCaption({ photoId, position }: { photoId: string; position: number }) {
  const { draft, change, readOnly, fieldErrors } = useEditor();
  const [text, setText] = useSyncedText(draft.imperfection_captions[photoId] ?? null);
  const id = `imperfection-caption-${photoId}`;
  const error = fieldErrors[`imperfection_captions.${photoId}`];
  return (
    <Form.Group controlId={id} className="imperfection-caption">
      <Form.Label className="visually-hidden">Didascalia della foto {position}: cosa e dove</Form.Label>
      <Form.Control
        size="sm"
        value={text}
        maxLength={IMPERFECTION_CAPTION_MAX}
        placeholder="Es. Graffio sulla portiera posteriore sinistra"
        disabled={readOnly}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onChange={(event) => {
          setText(event.target.value);
          change({ imperfection_captions: { [photoId]: savedText(event.target.value) } });
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </Form.Group>
  );
}
