import { useEffect, useState } from 'react';

const saved = (text: string) => text.trim() || null;

/**
 * The text of a free-text input: typed text stays as typed (the server trims what it saves, and a trailing
 * space must not vanish mid-word); a different value from the server replaces it.
 */
export function useSyncedText(value: string | null): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    setText((current) => (saved(current) === (value?.trim() || null) ? current : (value ?? '')));
  }, [value]);
  return [text, setText];
}

export { saved as savedText };
