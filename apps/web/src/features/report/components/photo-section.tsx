import type { Report } from '@verificauto/shared/contracts/report';
import { useOpenGallery } from '../gallery/gallery-context';
import { photoGroups } from '../photo-groups';
import { PhotoThumb } from './photo-thumb';
import { ReportSection } from './report-section';
import './photo-section.scss';

// Three columns on phones, four from 768px, six from 992px (container 960–1320px).
const THUMB_SIZES = '(min-width: 992px) 200px, (min-width: 768px) 25vw, 33vw';

/**
 * The product rules (docs/product.md#report-page): photos grouped Esterni, Interni, Imperfezioni; each opens
 * the full-screen gallery.
 */
export function PhotoSection({ report }: { report: Report }) {
  const openGallery = useOpenGallery();
  const groups = photoGroups(report);

  return (
    <ReportSection id="foto" title="Foto">
      {groups.length === 0 && <p>Il tecnico non ha allegato foto a questo report.</p>}
      {groups.map((group) => (
        <div key={group.key} className="photo-group">
          <h3 className="photo-group-title">
            {group.title} <span className="photo-group-count">({group.photos.length})</span>
          </h3>
          <ul className="photo-grid">
            {group.photos.map((item, index) => (
              <li key={item.photo.src}>
                <figure className="mb-0">
                  <PhotoThumb
                    photo={item.photo}
                    label={item.caption}
                    sizes={THUMB_SIZES}
                    onOpen={() => openGallery(group.title, group.photos, index)}
                  />
                  <figcaption>{item.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </ReportSection>
  );
}
