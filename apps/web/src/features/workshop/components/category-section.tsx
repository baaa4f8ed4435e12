import type { ChecklistCategory } from '@verificauto/shared/domain/checklist';
import { useEditor } from '../editor-context';
import { draftScores } from '../editor-sections';
import { ChecklistItemEditor } from './checklist-item-editor';
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
            ? 'Il punteggio è la media delle valutazioni da 1 a 5; le voci non controllate non contano.'
            : 'Questa sezione non ha un punteggio e non entra nel punteggio complessivo.'}
        </p>
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
