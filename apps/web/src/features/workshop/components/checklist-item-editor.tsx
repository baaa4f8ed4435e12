import {
  type DraftItem,
  NOT_CHECKED_REASONS,
  type NotCheckedReason,
} from '@verificauto/shared/contracts/workshop';
import type { ChecklistItemDef } from '@verificauto/shared/domain/checklist';
import { isFinding } from '@verificauto/shared/domain/severity';
import { memo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { EMPTY_ITEM } from '../draft/draft-changes';
import type { EditorContextValue } from '../editor-context';
import { savedText, useSyncedText } from '../hooks/use-synced-text';
import { ITEM_KEYPADS } from '../item-keypads';
import { PhotoStrip } from '../photos/components/photo-strip';
import { ItemCosts } from './item-costs';
import { RatingChoice } from './rating-choice';
import { SeverityChoice } from './severity-choice';

interface ChecklistItemEditorProps {
  def: ChecklistItemDef;
  item: DraftItem | undefined;
  readOnly: boolean;
  /** The server's messages by path: this item's are under `items.<key>.`. */
  fieldErrors: EditorContextValue['fieldErrors'];
  change: EditorContextValue['change'];
}

/** The server's message and invalid state of one input, linked by aria-describedby. */
const invalidProps = (error: string | undefined, errorId: string) => ({
  isInvalid: Boolean(error),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(error && errorId),
});

const REASONS = Object.entries(NOT_CHECKED_REASONS) as [NotCheckedReason, string][];

function TextValue({
  def,
  item,
  readOnly,
  error,
  set,
}: {
  def: ChecklistItemDef;
  item: DraftItem;
  readOnly: boolean;
  error: string | undefined;
  set(patch: Partial<DraftItem>): void;
}) {
  const notChecked = item.value === 0;
  const [text, setText] = useSyncedText(typeof item.value === 'string' ? item.value : null);
  const id = `value-${def.key}`;
  return (
    <>
      <Form.Control
        id={id}
        aria-label={def.label}
        inputMode={ITEM_KEYPADS[def.key]}
        {...invalidProps(error, `${id}-error`)}
        value={notChecked ? '' : text}
        disabled={readOnly || notChecked}
        onChange={(event) => {
          setText(event.target.value);
          set({ value: savedText(event.target.value) });
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
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

/**
 * One catalogue item: its rating (or text), why it was not checked, a finding's severity, a note, the repair
 * estimate, photos.
 */
export const ChecklistItemEditor = memo(function ChecklistItemEditor({
  def,
  item,
  readOnly,
  fieldErrors,
  change,
}: ChecklistItemEditorProps) {
  const current = item ?? EMPTY_ITEM;
  const hasExtras =
    Boolean(current.description) || current.min_repair_cost !== null || current.max_repair_cost !== null;
  const [open, setOpen] = useState(hasExtras);
  const error = (field: keyof DraftItem) => fieldErrors[`items.${def.key}.${field}`];
  const costErrors = { min_repair_cost: error('min_repair_cost'), max_repair_cost: error('max_repair_cost') };
  // A refused note, cost or photo list stays in sight with its message.
  const extrasShown =
    open || [error('description'), error('photos'), ...Object.values(costErrors)].some(Boolean);
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
          error={error('value')}
          onChange={(value) => set(value === 0 ? { value } : { value, not_checked_reason: null })}
        />
      ) : (
        <TextValue def={def} item={current} readOnly={readOnly} error={error('value')} set={set} />
      )}
      {current.value === 0 && (
        <Form.Group className="mt-2" controlId={`reason-${def.key}`}>
          <Form.Label className="small mb-1">Perché non è stato controllato</Form.Label>
          <Form.Select
            value={current.not_checked_reason ?? ''}
            disabled={readOnly}
            {...invalidProps(error('not_checked_reason'), `reason-${def.key}-error`)}
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
          <FieldError id={`reason-${def.key}-error`} message={error('not_checked_reason')} />
        </Form.Group>
      )}
      {isFinding(current) && (
        <SeverityChoice
          itemKey={def.key}
          value={current.severity}
          disabled={readOnly}
          error={error('severity')}
          onChange={(severity) => set({ severity })}
        />
      )}
      <button
        type="button"
        className="btn btn-link checklist-item-toggle"
        aria-expanded={extrasShown}
        aria-controls={extrasId}
        onClick={() => setOpen((value) => !value)}
      >
        Note, costi e foto
        {photoCount > 0 && ` (${photoCount} foto)`}
      </button>
      <div id={extrasId} hidden={!extrasShown} className="checklist-item-extras">
        <Form.Group className="mb-2" controlId={`description-${def.key}`}>
          <Form.Label className="small mb-1">Descrizione (facoltativa)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={description}
            disabled={readOnly}
            {...invalidProps(error('description'), `description-${def.key}-error`)}
            onChange={(event) => {
              setDescription(event.target.value);
              set({ description: savedText(event.target.value) });
            }}
          />
          <FieldError id={`description-${def.key}-error`} message={error('description')} />
        </Form.Group>
        <ItemCosts
          itemKey={def.key}
          item={current}
          disabled={readOnly}
          errors={costErrors}
          onChange={(field, value) => set({ [field]: value })}
        />
        <PhotoStrip
          target={{ kind: 'item', item_key: def.key }}
          ids={current.photos}
          label={def.label}
          onRemove={(id) => set({ photos: current.photos.filter((photo) => photo !== id) })}
        />
        <FieldError id={`photos-${def.key}-error`} message={error('photos')} />
      </div>
    </fieldset>
  );
});
