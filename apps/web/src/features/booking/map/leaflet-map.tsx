import 'leaflet/dist/leaflet.css';
import './leaflet-map.scss';
import type { Inspector } from '@verificauto/shared/contracts/booking';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { addBasemap, BASEMAP_BOUNDS } from './basemap';
import { MAP_LABEL, START_VIEW, viewOf, type WorkshopMapProps } from './map-config';

type Tiles = NonNullable<SiteConfig['maps']['tiles']>;
type Handlers = Pick<WorkshopMapProps, 'onHighlight' | 'onOpen'>;

interface LeafletMapProps extends WorkshopMapProps {
  /** Raster tiles (MAP_TILES_URL); without them, the embedded basemap and no third-party request. */
  tiles?: Tiles | undefined;
}

const LEAFLET_CREDIT = '<a href="https://leafletjs.com" title="Libreria per mappe interattive">Leaflet</a>';

/** The operator's attribution is text: Leaflet would otherwise put it in the page as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function createMap(element: HTMLElement, tiles: Tiles | undefined): L.Map {
  const map = L.map(element, {
    center: [START_VIEW.latitude, START_VIEW.longitude],
    zoom: START_VIEW.zoom,
    minZoom: 5,
    maxZoom: tiles ? 18 : 12,
    zoomControl: false,
    attributionControl: false,
    ...(tiles ? {} : { maxBounds: BASEMAP_BOUNDS, maxBoundsViscosity: 0.8 }),
  });
  L.control.zoom({ zoomInTitle: 'Ingrandisci', zoomOutTitle: 'Riduci' }).addTo(map);
  L.control.attribution({ prefix: LEAFLET_CREDIT }).addTo(map);
  if (tiles) L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution) }).addTo(map);
  else addBasemap(map);
  return map;
}

function createMarker(workshop: Inspector, handlers: RefObject<Handlers>): L.Marker {
  const name = document.createElement('span');
  name.textContent = workshop.name;
  return L.marker([workshop.latitude, workshop.longitude], {
    icon: L.divIcon({
      className: 'booking-marker',
      html: '<span class="booking-marker-pin"></span>',
      iconSize: [28, 28],
      iconAnchor: [14, 28],
    }),
    // The list is the keyboard path (its 'Prenota ora' buttons): no second tab stop per workshop.
    keyboard: false,
  })
    .bindTooltip(name, { direction: 'top', offset: [0, -26], className: 'booking-marker-name' })
    .on('mouseover', () => handlers.current.onHighlight(workshop.uuid))
    .on('mouseout', () => handlers.current.onHighlight(null))
    .on('click', () => handlers.current.onOpen(workshop));
}

/** The map with Leaflet (the default; decision 036): our own thin wrapper, no react-leaflet. */
export function LeafletMap({ tiles, workshops, highlighted, chosen, onHighlight, onOpen }: LeafletMapProps) {
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [markers, setMarkers] = useState<ReadonlyMap<string, L.Marker>>(new Map());
  const handlers = useRef<Handlers>({ onHighlight, onOpen });
  handlers.current = { onHighlight, onOpen };

  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, tiles);
    // Decorations and markers are repeated by the list: only the map's own controls stay announced.
    created.getPane('markerPane')?.setAttribute('aria-hidden', 'true');
    created.getPane('tooltipPane')?.setAttribute('aria-hidden', 'true');
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [tiles]);

  useEffect(() => {
    if (!map) return;
    const placed = new Map(
      workshops.map((workshop) => [workshop.uuid, createMarker(workshop, handlers).addTo(map)] as const),
    );
    setMarkers(placed);
    const view = viewOf(workshops);
    if (view) map.setView([view.latitude, view.longitude], view.zoom, { animate: false });
    return () => {
      for (const marker of placed.values()) marker.remove();
    };
  }, [map, workshops]);

  useEffect(() => {
    for (const [uuid, marker] of markers) {
      const element = marker.getElement();
      element?.classList.toggle('is-highlighted', uuid === highlighted);
      element?.classList.toggle('is-chosen', uuid === chosen);
      marker.setZIndexOffset(uuid === highlighted ? 2000 : uuid === chosen ? 1000 : 0);
    }
    const marker = highlighted ? markers.get(highlighted) : undefined;
    if (marker) map?.panInside(marker.getLatLng(), { padding: [40, 40] });
  }, [map, markers, highlighted, chosen]);

  return <section ref={container} className="booking-map-canvas" aria-label={MAP_LABEL} />;
}
