import { useEffect, useId, useRef, useState } from 'react';
import '../../styles/parts/form-control.scss';

const COPIED_VISIBLE_MS = 4000;

interface CopyLinkButtonProps {
  url: string;
  /** Read by screen readers after "Copia link", to tell apart the buttons of a list of cards. */
  context?: string;
  className?: string;
}

/**
 * Copies a link with the Clipboard API and confirms it in a live region. Without clipboard access (old
 * browser, insecure origin, permission denied) it shows the link selected in a read-only field instead.
 */
export function CopyLinkButton({ url, context, className }: CopyLinkButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (state === 'manual') {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // navigator.clipboard is undefined on insecure origins: the TypeError lands in the catch too.
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <div
      className={`d-flex flex-wrap align-items-center column-gap-3 row-gap-2${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className="btn btn-outline-primary d-inline-flex align-items-center"
        onClick={copy}
      >
        <CopyIcon />
        Copia link
        {context && <span className="visually-hidden"> ({context})</span>}
      </button>
      <span role="status" className="small fw-semibold text-success">
        {state === 'copied' ? 'Link copiato' : ''}
      </span>
      {state === 'manual' && (
        <div className="w-100">
          <label htmlFor={inputId} className="form-label small mb-1">
            Copia il link del report:
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            value={url}
            className="form-control form-control-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}

function CopyIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className="me-2 flex-shrink-0"
    >
      <path d="M4 2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm2-1a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V2a1 1 0 0 0-1-1zM2 5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-1h1v1a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1v1z" />
    </svg>
  );
}
