import { SCORED_CATEGORIES } from '@verificauto/shared/domain/checklist';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { draftScores } from '../editor-sections';
import { savedText, useSyncedText } from '../hooks/use-synced-text';
import { scoreText } from './score-line';

/** The technician's overall verdict beside the scores computed from the items. */
export function VerdictSection() {
  const { draft, change, readOnly, fieldErrors } = useEditor();
  const [text, setText] = useSyncedText(draft.verdict_overall);
  const scores = draftScores(draft);
  const error = fieldErrors.verdict_overall;
  return (
    <>
      <dl className="score-overview">
        {SCORED_CATEGORIES.map((category) => (
          <div key={category.key}>
            <dt>{category.label}</dt>
            <dd>{scoreText(scores[category.scoreField])}</dd>
          </div>
        ))}
        <div className="score-overview-total">
          <dt>Punteggio complessivo</dt>
          <dd>{scoreText(scores.score_overall)}</dd>
        </div>
      </dl>
      <p className="small text-body-secondary">
        Ogni categoria vale la media delle sue valutazioni da 1 a 5 (le voci «Non controllato» non contano);
        il punteggio complessivo è la media delle categorie.
      </p>
      <Form.Group controlId="verdict-overall">
        <Form.Label>
          Giudizio complessivo <span className="text-body-secondary">(obbligatorio)</span>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          value={text}
          disabled={readOnly}
          isInvalid={Boolean(error)}
          aria-describedby={describedBy(error && 'verdict-overall-error')}
          onChange={(event) => {
            setText(event.target.value);
            change({ verdict_overall: savedText(event.target.value) });
          }}
        />
        <FieldError id="verdict-overall-error" message={error} />
      </Form.Group>
    </>
  );
}
