import type { ReportItem } from '@verificauto/shared/contracts/report';
import { useOpenGallery } from '../gallery/gallery-context';
import { repairCostRange } from '../repair-costs';
import { itemDescription, itemLabel, notCheckedText } from '../report-items';
import { ItemRating } from './item-rating';
import { PhotoThumb } from './photo-thumb';
import './report-item.scss';

interface ReportItemViewProps {
  item: ReportItem;
  /** h3 under the tabs, h4 inside a category card. */
  headingLevel: 3 | 4;
}

/** One checklist item: label, rating or value, description, photos and the repair-cost note. */
export function ReportItemView({ item, headingLevel }: ReportItemViewProps) {
  const openGallery = useOpenGallery();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label = itemLabel(item.key);
  const notChecked = notCheckedText(item);
  const description = itemDescription(item);
  const cost = repairCostRange(item.minRepairCost, item.maxRepairCost);
  const photos = item.photos.map((photo) => ({ photo, caption: label }));

  return (
    <div className="report-item">
      <div className="report-item-head">
        <Heading className="report-item-label">{label}</Heading>
        {typeof item.value === 'number' && <ItemRating value={item.value} />}
      </div>
      {typeof item.value === 'string' && item.value !== '' && (
        <p className="report-item-value">{item.value}</p>
      )}
      {notChecked && <p className="report-item-not-checked">{notChecked}</p>}
      {description && <p className="report-item-description">{description}</p>}
      {photos.length > 0 && (
        <ul className="report-item-photos">
          {photos.map((entry, index) => (
            <li key={entry.photo.src}>
              <PhotoThumb
                photo={entry.photo}
                label={label}
                sizes="112px"
                onOpen={() => openGallery(label, photos, index)}
              />
            </li>
          ))}
        </ul>
      )}
      {cost && (
        <p className="report-item-cost">
          Costo di riparazione stimato: <strong>{cost}</strong>
        </p>
      )}
    </div>
  );
}
