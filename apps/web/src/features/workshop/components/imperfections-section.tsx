import { FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { PhotoStrip } from '../photos/components/photo-strip';

/** Any number of photos of scratches, dents and wear, each taken with the camera. */
export function ImperfectionsSection() {
  const { draft, change, fieldErrors } = useEditor();
  return (
    <>
      <p className="text-body-secondary">
        Fotografa graffi, ammaccature e segni di usura: ogni foto viene aggiunta al report.
      </p>
      <PhotoStrip
        target={{ kind: 'imperfection' }}
        ids={draft.imperfections}
        label="Imperfezioni"
        onRemove={(id) => change({ imperfections: draft.imperfections.filter((photo) => photo !== id) })}
      />
      <FieldError id="imperfections-error" message={fieldErrors.imperfections} />
    </>
  );
}
