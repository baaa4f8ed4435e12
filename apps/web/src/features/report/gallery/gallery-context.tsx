import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { GalleryPhoto } from './photo-gallery';

// The gallery is its own chunk: most readers scroll the report before they open a photo.
const loadGallery = () => import('./photo-gallery');
const PhotoGallery = lazy(loadGallery);

/** Fetches the gallery chunk ahead of the first click (pointer over or focus on a photo). */
export function preloadGallery() {
  void loadGallery();
}

type OpenGallery = (title: string, photos: readonly GalleryPhoto[], index: number) => void;

const GalleryContext = createContext<OpenGallery | null>(null);

interface OpenState {
  title: string;
  photos: readonly GalleryPhoto[];
  index: number;
  show: boolean;
  /** A new opening while the last one still fades out starts a fresh gallery. */
  opening: number;
}

/** One gallery for the whole report: the photo section and the checklist items open it. */
export function GalleryProvider({ children }: { children: ReactNode }) {
  const [gallery, setGallery] = useState<OpenState | null>(null);
  const open = useCallback<OpenGallery>(
    (title, photos, index) =>
      setGallery((last) => ({ title, photos, index, show: true, opening: (last?.opening ?? 0) + 1 })),
    [],
  );

  return (
    <GalleryContext.Provider value={open}>
      {children}
      {gallery && (
        <Suspense fallback={null}>
          <PhotoGallery
            key={gallery.opening}
            title={gallery.title}
            photos={gallery.photos}
            startIndex={gallery.index}
            show={gallery.show}
            onHide={() => setGallery((state) => state && { ...state, show: false })}
            onExited={() => setGallery(null)}
          />
        </Suspense>
      )}
    </GalleryContext.Provider>
  );
}

export function useOpenGallery(): OpenGallery {
  const open = useContext(GalleryContext);
  if (!open) throw new Error('useOpenGallery must be used inside <GalleryProvider>');
  return open;
}
