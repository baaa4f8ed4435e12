import { useId, useRef, useState } from 'react';
import { useOverflow } from '../hooks/use-overflow';
import './clamped-text.scss';

interface ClampedTextProps {
  /** Plain text: a blank line starts a paragraph, a single line break is kept. */
  text: string;
  /** One of the lengths clamped-text.scss has a class for. */
  lines: 6 | 14;
  moreLabel: string;
  lessLabel: string;
}

/** Text cut to `lines` lines, with a toggle that appears only when something is cut. */
export function ClampedText({ text, lines, moreLabel, lessLabel }: ClampedTextProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const overflowing = useOverflow(ref, !expanded);

  return (
    <>
      <div id={id} ref={ref} className={`clamped-text clamp-${lines}${expanded ? '' : ' is-clamped'}`}>
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never move.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {(overflowing || expanded) && (
        <button
          type="button"
          className="btn btn-link clamped-text-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </>
  );
}
