import type { MissingPart } from '@verificauto/shared/contracts/workshop';
import { countOf } from '@verificauto/shared/domain/plural';
import type { ReactNode } from 'react';
import { type SectionKey, sectionHeadingId } from '../editor-sections';
import { groupMissingParts } from '../submit-recap';

// A fresh draft misses every item: a few per section, the section's link leads to the rest.
const SHOWN_PER_SECTION = 5;

type Jump = (section: SectionKey, id: string) => void;

/** A link to a place in the editor: the editor opens its section and moves the focus there. */
export function JumpLink({
  section,
  id,
  onJump,
  children,
}: {
  section: SectionKey;
  id: string;
  onJump: Jump;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${id}`}
      onClick={(event) => {
        event.preventDefault();
        onJump(section, id);
      }}
    >
      {children}
    </a>
  );
}

/** What is still missing, by section: each section and each part a link to its place in the editor. */
export function MissingPartsList({ parts, onJump }: { parts: readonly MissingPart[]; onJump: Jump }) {
  return (
    <ul className="missing-parts">
      {groupMissingParts(parts).map((group) => {
        const [only] = group.parts;
        // One part named as its section (the verdict): one link.
        if (group.parts.length === 1 && only && only.part.label === group.label) {
          return (
            <li key={group.section}>
              <JumpLink section={group.section} id={only.id} onJump={onJump}>
                {group.label}
              </JumpLink>
            </li>
          );
        }
        const more = group.parts.length - SHOWN_PER_SECTION;
        return (
          <li key={group.section}>
            <JumpLink section={group.section} id={sectionHeadingId(group.section)} onJump={onJump}>
              {group.label}
            </JumpLink>{' '}
            <span className="text-body-secondary">
              ({countOf(group.parts.length, 'elemento', 'elementi')})
            </span>
            <ul>
              {group.parts.slice(0, SHOWN_PER_SECTION).map(({ part, id }) => (
                <li key={`${part.section}-${part.field}`}>
                  <JumpLink section={group.section} id={id} onJump={onJump}>
                    {part.label}
                  </JumpLink>
                </li>
              ))}
              {more > 0 && <li className="text-body-secondary">e {countOf(more, 'altro', 'altri')}</li>}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
