import type { ChecklistCategory } from '@verificauto/shared/domain/checklist';
import { useEditor } from '../editor-context';
import { draftScores } from '../editor-sections';
import { ChecklistItemEditor } from './checklist-item-editor';
import { RatingLegend } from './rating-legend';
import { ScoreLine } from './score-line';

const isDone = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A category of the checklist: its computed score and every item. */
export function CategorySection({ category }: { category: ChecklistCategory }) {
  const { draft, change, readOnly, fieldErrors } = useEditor();
  const scores = draftScores(draft);
  const done = category.items.filter((item) => isDone(draft.items[item.key]?.value)).length;
  return (
    <>
      <div className="editor-section-summary">
        {category.scoreField && (
          <ScoreLine label="Punteggio della categoria" score={scores[category.scoreField]} />
        )}
        <p className="small text-body-secondary mb-0">
          {done} di {category.items.length} voci compilate.{' '}
          {category.scoreField
            ? 'Il punteggio della categoria è la media delle sue valutazioni.'
            : 'Questa sezione non ha un punteggio e non entra nel punteggio complessivo.'}
        </p>
        {category.items.some((item) => item.kind === 'rating') && <RatingLegend />}
      </div>
      {category.items.map((item) => (
        <ChecklistItemEditor
          key={item.key}
          def={item}
          item={draft.items[item.key]}
          readOnly={readOnly}
          fieldErrors={fieldErrors}
          change={change}
        />
      ))}
    </>
  );
}
