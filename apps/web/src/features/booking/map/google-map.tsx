import type { Inspector } from '@verificauto/shared/contracts/booking';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadGoogleMaps } from './google-maps-loader';
import { MAP_LABEL, START_VIEW, viewOf, type WorkshopMapProps } from './map-config';

type GoogleMaps = typeof google.maps;
type Handlers = Pick<WorkshopMapProps, 'onHighlight' | 'onOpen'>;

interface GoogleMapProps extends WorkshopMapProps {
  apiKey: string;
  /**
   * The script could not be loaded after its retries: the page shows the list alone (docs/product.md#errors).
   */
  onUnavailable(): void;
}

// The site's colours (styles/_theme.scss): navy land and sea, labels light enough for AA contrast.
const DARK_STYLE: google.maps.MapTypeStyle[] = [
  { elementType: 'geometry', stylers: [{ color: '#16284a' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: '#c9d4e8' }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: '#0b1730' }] },
  { featureType: 'administrative', elementType: 'geometry.stroke', stylers: [{ color: '#5b6b86' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#253b63' }] },
  { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: '#2f4a7a' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#0b1730' }] },
];

// As the Leaflet pins (leaflet-map.scss): accent, white when hovered, light with a ring when chosen.
const PINS = {
  normal: { scale: 8, fillColor: '#2cbbe2', strokeColor: '#0f1f3d', strokeWeight: 2 },
  highlighted: { scale: 11, fillColor: '#ffffff', strokeColor: '#2cbbe2', strokeWeight: 3 },
  chosen: { scale: 10, fillColor: '#bcf0fd', strokeColor: '#ffffff', strokeWeight: 4 },
} as const;

function pin(maps: GoogleMaps, state: keyof typeof PINS): google.maps.Symbol {
  return { path: maps.SymbolPath.CIRCLE, fillOpacity: 1, ...PINS[state] };
}

function addMarker(
  maps: GoogleMaps,
  map: google.maps.Map,
  workshop: Inspector,
  handlers: RefObject<Handlers>,
): google.maps.Marker {
  const marker = new maps.Marker({
    map,
    position: { lat: workshop.latitude, lng: workshop.longitude },
    title: workshop.name,
    icon: pin(maps, 'normal'),
  });
  marker.addListener('mouseover', () => handlers.current.onHighlight(workshop.uuid));
  marker.addListener('mouseout', () => handlers.current.onHighlight(null));
  marker.addListener('click', () => handlers.current.onOpen(workshop));
  return marker;
}

/** The map with Google Maps (MAP_PROVIDER=google): the same markers and selection as our Leaflet map. */
export function GoogleMap({
  apiKey,
  onUnavailable,
  workshops,
  highlighted,
  chosen,
  onHighlight,
  onOpen,
}: GoogleMapProps) {
  const container = useRef<HTMLElement>(null);
  const [maps, setMaps] = useState<GoogleMaps | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [markers, setMarkers] = useState<ReadonlyMap<string, google.maps.Marker>>(new Map());
  const handlers = useRef<Handlers>({ onHighlight, onOpen });
  handlers.current = { onHighlight, onOpen };
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let live = true;
    void loadGoogleMaps(apiKey).then((loaded) => {
      if (!live) return;
      if (loaded) setMaps(loaded);
      else unavailable.current();
    });
    return () => {
      live = false;
    };
  }, [apiKey]);

  useEffect(() => {
    if (!maps || !container.current) return;
    setMap(
      new maps.Map(container.current, {
        center: { lat: START_VIEW.latitude, lng: START_VIEW.longitude },
        zoom: START_VIEW.zoom,
        styles: DARK_STYLE,
        backgroundColor: '#0b1730',
        streetViewControl: false,
        mapTypeControl: false,
        fullscreenControl: false,
      }),
    );
  }, [maps]);

  useEffect(() => {
    if (!maps || !map) return;
    const placed = new Map(
      workshops.map((workshop) => [workshop.uuid, addMarker(maps, map, workshop, handlers)] as const),
    );
    setMarkers(placed);
    const view = viewOf(workshops);
    if (view) {
      map.setCenter({ lat: view.latitude, lng: view.longitude });
      map.setZoom(view.zoom);
    }
    return () => {
      for (const marker of placed.values()) marker.setMap(null);
    };
  }, [maps, map, workshops]);

  useEffect(() => {
    if (!maps) return;
    for (const [uuid, marker] of markers) {
      const state = uuid === highlighted ? 'highlighted' : uuid === chosen ? 'chosen' : 'normal';
      marker.setIcon(pin(maps, state));
      marker.setZIndex(state === 'normal' ? 0 : 1);
    }
  }, [maps, markers, highlighted, chosen]);

  return <section ref={container} className="booking-map-canvas" aria-label={MAP_LABEL} />;
}
