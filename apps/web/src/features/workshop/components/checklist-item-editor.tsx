import {
  type DraftItem,
  NOT_CHECKED_REASONS,
  type NotCheckedReason,
} from '@verificauto/shared/contracts/workshop';
import type { ChecklistItemDef } from '@verificauto/shared/domain/checklist';
import { memo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { EMPTY_ITEM } from '../draft/draft-changes';
import type { EditorContextValue } from '../editor-context';
import { savedText, useSyncedText } from '../hooks/use-synced-text';
import { PhotoStrip } from '../photos/components/photo-strip';
import { ItemCosts } from './item-costs';
import { RatingChoice } from './rating-choice';

interface ChecklistItemEditorProps {
  def: ChecklistItemDef;
  item: DraftItem | undefined;
  readOnly: boolean;
  change: EditorContextValue['change'];
}

const REASONS = Object.entries(NOT_CHECKED_REASONS) as [NotCheckedReason, string][];

function TextValue({
  def,
  item,
  readOnly,
  set,
}: {
  def: ChecklistItemDef;
  item: DraftItem;
  readOnly: boolean;
  set(patch: Partial<DraftItem>): void;
}) {
  const notChecked = item.value === 0;
  const [text, setText] = useSyncedText(typeof item.value === 'string' ? item.value : null);
  return (
    <>
      <Form.Control
        id={`value-${def.key}`}
        aria-label={def.label}
        value={notChecked ? '' : text}
        disabled={readOnly || notChecked}
        onChange={(event) => {
          setText(event.target.value);
          set({ value: savedText(event.target.value) });
        }}
      />
      <Form.Check
        type="checkbox"
        className="mt-2 touch-check"
        id={`not-checked-${def.key}`}
        label="Non controllato"
        checked={notChecked}
        disabled={readOnly}
        onChange={(event) =>
          set(event.target.checked ? { value: 0 } : { value: savedText(text), not_checked_reason: null })
        }
      />
    </>
  );
}

/** One catalogue item: its rating (or text), why it was not checked, a note, the repair estimate, photos. */
export const ChecklistItemEditor = memo(function ChecklistItemEditor({
  def,
  item,
  readOnly,
  change,
}: ChecklistItemEditorProps) {
  const current = item ?? EMPTY_ITEM;
  const hasExtras =
    Boolean(current.description) || current.min_repair_cost !== null || current.max_repair_cost !== null;
  const [open, setOpen] = useState(hasExtras);
  const [description, setDescription] = useSyncedText(current.description);
  const set = (patch: Partial<DraftItem>) => change({ items: { [def.key]: patch } });
  const extrasId = `extras-${def.key}`;
  const photoCount = current.photos.length;

  return (
    <fieldset id={`item-${def.key}`} className="checklist-item" tabIndex={-1}>
      <legend className="checklist-item-label">{def.label}</legend>
      {def.kind === 'rating' ? (
        <RatingChoice
          itemKey={def.key}
          label={def.label}
          value={typeof current.value === 'number' ? current.value : null}
          disabled={readOnly}
          onChange={(value) => set(value === 0 ? { value } : { value, not_checked_reason: null })}
        />
      ) : (
        <TextValue def={def} item={current} readOnly={readOnly} set={set} />
      )}
      {current.value === 0 && (
        <Form.Group className="mt-2" controlId={`reason-${def.key}`}>
          <Form.Label className="small mb-1">Perché non è stato controllato</Form.Label>
          <Form.Select
            value={current.not_checked_reason ?? ''}
            disabled={readOnly}
            onChange={(event) =>
              set({ not_checked_reason: (event.target.value || null) as NotCheckedReason | null })
            }
          >
            <option value="">Nessun motivo indicato</option>
            {REASONS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <button
        type="button"
        className="btn btn-link checklist-item-toggle"
        aria-expanded={open}
        aria-controls={extrasId}
        onClick={() => setOpen((value) => !value)}
      >
        Note, costi e foto
        {photoCount > 0 && ` (${photoCount} foto)`}
      </button>
      <div id={extrasId} hidden={!open} className="checklist-item-extras">
        <Form.Group className="mb-2" controlId={`description-${def.key}`}>
          <Form.Label className="small mb-1">Descrizione (facoltativa)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={description}
            disabled={readOnly}
            onChange={(event) => {
              setDescription(event.target.value);
              set({ description: savedText(event.target.value) });
            }}
          />
        </Form.Group>
        <ItemCosts
          itemKey={def.key}
          item={current}
          disabled={readOnly}
          onChange={(field, value) => set({ [field]: value })}
        />
        <PhotoStrip
          target={{ kind: 'item', item_key: def.key }}
          ids={current.photos}
          label={def.label}
          onRemove={(id) => set({ photos: current.photos.filter((photo) => photo !== id) })}
        />
      </div>
    </fieldset>
  );
});
