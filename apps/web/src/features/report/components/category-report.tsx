import type { Report, ReportItem } from '@verificauto/shared/contracts/report';
import type { CategoryKey } from '@verificauto/shared/domain/categories';
import { CATEGORIES } from '@verificauto/shared/domain/checklist';
import Accordion from 'react-bootstrap/Accordion';
import Tab from 'react-bootstrap/Tab';
import { Tabs } from '../../../components/ui/tabs';
import { useMediaQuery } from '../hooks/use-media-query';
import { isItemVisible } from '../report-items';
import { FaultCodesTable } from './fault-codes-table';
import { ReportItemView } from './report-item';
import { ReportSection } from './report-section';
import './category-report.scss';

// The product rules (docs/product.md#report-page, docs/product.md#presentation): below the 576px breakpoint
// the tabs become stacked collapsible cards. The prerendered example reports are the phone's: shared links
// are opened on phones first.
const STACKED_QUERY = '(max-width: 575.98px)';

interface CategoryItems {
  key: CategoryKey;
  label: string;
  items: ReportItem[];
}

/**
 * The product rules (docs/product.md#report-page): the full report by category, as tabs or (on phones) as
 * collapsible cards.
 */
export function CategoryReport({ report }: { report: Report }) {
  const stacked = useMediaQuery(STACKED_QUERY, true);
  const categories: CategoryItems[] = CATEGORIES.map((category) => ({
    key: category.key,
    label: category.label,
    items: report.items[category.key].filter(isItemVisible),
  }));

  return (
    <ReportSection id="report-completo" title="Report completo">
      {stacked ? (
        <Accordion alwaysOpen defaultActiveKey={[categories[0]?.key ?? '']} className="report-accordion">
          {categories.map((category) => (
            <Accordion.Item key={category.key} eventKey={category.key}>
              <Accordion.Header as="h3" aria-controls={`report-card-${category.key}`}>
                {category.label}
              </Accordion.Header>
              <Accordion.Body id={`report-card-${category.key}`}>
                {category.key === 'diagnostics' && <FaultCodesTable report={report} headingLevel={4} />}
                <ItemList items={category.items} headingLevel={4} />
              </Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <Tabs
          id="report-categories"
          defaultActiveKey={categories[0]?.key}
          transition={false}
          className="report-tabs"
        >
          {categories.map((category) => (
            <Tab key={category.key} eventKey={category.key} title={category.label}>
              {category.key === 'diagnostics' && <FaultCodesTable report={report} headingLevel={3} />}
              <ItemList items={category.items} headingLevel={3} />
            </Tab>
          ))}
        </Tabs>
      )}
    </ReportSection>
  );
}

function ItemList({ items, headingLevel }: { items: ReportItem[]; headingLevel: 3 | 4 }) {
  if (items.length === 0) return <p className="mb-0">Nessuna voce compilata in questa categoria.</p>;
  return (
    <ul className="report-items">
      {items.map((item) => (
        <li key={item.key}>
          <ReportItemView item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
