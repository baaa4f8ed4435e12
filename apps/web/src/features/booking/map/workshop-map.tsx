import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { chooseMapProvider, type WorkshopMapProps } from './map-config';
import { MapStartView } from './map-start-view';

// Each provider is its own chunk, Leaflet's CSS and the basemap included: the page's first load stays as
// it was, and a page with MAP_PROVIDER=none loads neither.
const LeafletMap = lazy(() => import('./leaflet-map').then((module) => ({ default: module.LeafletMap })));
const GoogleMap = lazy(() => import('./google-map').then((module) => ({ default: module.GoogleMap })));

/** A map that cannot load or draw is left out: the list beside it does the same job. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface WorkshopMapShellProps extends WorkshopMapProps {
  maps: SiteConfig['maps'];
}

/**
 * The map of /booking with the provider the server configured (MAP_PROVIDER, decision 036). Until there are
 * workshops to show or the map is touched, it is its start view drawn in the page; then the provider's
 * chunk loads and takes its place.
 */
export function WorkshopMap({ maps, ...props }: WorkshopMapShellProps) {
  const hydrated = useHydrated();
  const [touched, setTouched] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  // Until then the frame is there whatever the provider: the page prerendered at build time (decision 038)
  // does not know the server's choice, and hydrates only what it rendered.
  const provider = hydrated ? chooseMapProvider(maps) : 'pending';
  if (provider === 'none' || unavailable) return null;
  const live = provider !== 'pending' && (touched || props.workshops.length > 0);
  return (
    <MapErrorBoundary>
      <div className="booking-map" onPointerDown={() => setTouched(true)}>
        <MapStartView />
        <Suspense fallback={null}>
          {live &&
            (provider === 'google' && maps.googleApiKey ? (
              <GoogleMap {...props} apiKey={maps.googleApiKey} onUnavailable={() => setUnavailable(true)} />
            ) : (
              <LeafletMap {...props} tiles={maps.tiles} />
            ))}
        </Suspense>
      </div>
    </MapErrorBoundary>
  );
}
