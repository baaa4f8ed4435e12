import { useEffect, useRef } from 'react';
import { SECTIONS, type SectionKey } from '../editor-sections';

/**
 * The sticky bar of the editor's sections, scrolled sideways on a phone; each says how many of its parts are
 * still missing. Buttons, not tabs: every section is a step of one form.
 */
export function SectionNav({
  current,
  missingBySection,
  onSelect,
}: {
  current: SectionKey;
  missingBySection: ReadonlyMap<SectionKey, number>;
  onSelect(section: SectionKey): void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>(`[data-section="${current}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav className="section-nav" aria-label="Sezioni del report">
      <ol ref={listRef} className="section-nav-list list-unstyled">
        {SECTIONS.map((section) => {
          const missing = missingBySection.get(section.key) ?? 0;
          const counts = section.key !== 'imperfections' && section.key !== 'submit';
          return (
            <li key={section.key}>
              <button
                type="button"
                className="section-nav-button"
                data-section={section.key}
                aria-current={section.key === current ? 'step' : undefined}
                onClick={() => onSelect(section.key)}
              >
                {section.label}
                {counts && (
                  <span className={`section-nav-badge${missing === 0 ? ' is-done' : ''}`}>
                    {missing === 0 ? (
                      <>
                        <span aria-hidden="true">✓</span>
                        <span className="visually-hidden">, completa</span>
                      </>
                    ) : (
                      <>
                        {missing}
                        <span className="visually-hidden"> da completare</span>
                      </>
                    )}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
