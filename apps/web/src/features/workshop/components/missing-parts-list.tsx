import type { MissingPart } from '@verificauto/shared/contracts/workshop';
import { anchorOf, SECTIONS, type SectionKey } from '../editor-sections';

const SECTION_LABELS = new Map(SECTIONS.map((section) => [section.key, section.label]));

/** What is still missing, each a link to its place in the editor. */
export function MissingPartsList({
  parts,
  onJump,
}: {
  parts: readonly MissingPart[];
  onJump(section: SectionKey, id: string): void;
}) {
  return (
    <ul className="missing-parts">
      {parts.map((part) => {
        const anchor = anchorOf(part);
        const section = SECTION_LABELS.get(anchor.section);
        return (
          <li key={`${part.section}-${part.field}`}>
            <a
              href={`#${anchor.id}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(anchor.section, anchor.id);
              }}
            >
              {section === part.label ? part.label : `${section}: ${part.label}`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
