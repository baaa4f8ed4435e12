import { useEffect, useState } from 'react';
import { readKeptThumbnail } from './kept-photos';

/**
 * Once `wanted` (the photo's link failed: no network), the thumbnail the device kept of the photo; null when
 * it has none, undefined while it looks.
 */
export function useKeptThumbnail(id: string, wanted: boolean): Blob | null | undefined {
  const [found, setFound] = useState<{ id: string; thumbnail: Blob | null }>();

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void readKeptThumbnail(id).then((thumbnail) => {
      if (current) setFound({ id, thumbnail: thumbnail ?? null });
    });
    return () => {
      current = false;
    };
  }, [id, wanted]);

  return wanted && found?.id === id ? found.thumbnail : undefined;
}
