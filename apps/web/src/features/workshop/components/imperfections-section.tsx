import { FieldError } from '../../../components/ui/field-error';
import { useEditor } from '../editor-context';
import { PhotoStrip } from '../photos/components/photo-strip';
import { ImperfectionCaption } from './imperfection-caption';

/** Any number of photos of scratches, dents and wear, each taken with the camera and captioned. */
export function ImperfectionsSection() {
  const { draft, change, fieldErrors } = useEditor();
  return (
    <>
      <p className="text-body-secondary">
        Fotografa graffi, ammaccature e segni di usura: ogni foto viene aggiunta al report. Sotto ogni foto
        scrivi cosa mostra e dove, come «Graffio sulla portiera posteriore sinistra»: l’acquirente lo legge
        sotto la foto.
      </p>
      <PhotoStrip
        target={{ kind: 'imperfection' }}
        ids={draft.imperfections}
        label="Imperfezioni"
        onRemove={(id) => change({ imperfections: draft.imperfections.filter((photo) => photo !== id) })}
        captionOf={(id) => draft.imperfection_captions[id]}
        renderCaption={(id, position) => <ImperfectionCaption photoId={id} position={position} />}
      />
      <FieldError id="imperfections-error" message={fieldErrors.imperfections} />
    </>
  );
}
