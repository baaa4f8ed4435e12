import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKSHOPS } from '../testing/booking-test-kit';
import { loadGoogleMaps } from './google-maps-loader';
import { chooseMapProvider, MAP_LABEL, RESULTS_ZOOM, START_VIEW, viewOf } from './map-config';
import { WorkshopMap } from './workshop-map';

vi.mock('./google-maps-loader', () => ({ loadGoogleMaps: vi.fn() }));

const KEY = 'AIzaSyA-0123456789abcdefghijklmnopqrstu';

function renderMap(
  maps: SiteConfig['maps'],
  overrides: { highlighted?: string; chosen?: string; workshops?: typeof WORKSHOPS } = {},
) {
  const props = {
    workshops: overrides.workshops ?? WORKSHOPS,
    highlighted: overrides.highlighted ?? null,
    chosen: overrides.chosen ?? null,
    onHighlight: vi.fn(),
    onOpen: vi.fn(),
  };
  const view = render(<WorkshopMap maps={maps} {...props} />);
  return { ...view, props };
}

// The first test to load the Leaflet chunk transforms it, basemap included: slow on a busy machine.
const LOADING = { timeout: 15_000 };

const markers = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.booking-marker')];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(loadGoogleMaps).mockReset();
});

describe('chooseMapProvider', () => {
  it('takes the configured provider, and Leaflet for Google without a key', () => {
    expect(chooseMapProvider({ provider: 'leaflet' })).toBe('leaflet');
    expect(chooseMapProvider({ provider: 'none', googleApiKey: KEY })).toBe('none');
    expect(chooseMapProvider({ provider: 'google', googleApiKey: KEY })).toBe('google');
    expect(chooseMapProvider({ provider: 'google' })).toBe('leaflet');
  });
});

describe('viewOf', () => {
  it('centres on the nearest workshop at zoom 11; stays put without workshops', () => {
    expect(viewOf(WORKSHOPS)).toEqual({ latitude: 44.5, longitude: 11.34, zoom: RESULTS_ZOOM });
    expect(RESULTS_ZOOM).toBe(11);
    expect(START_VIEW).toEqual({ latitude: 41.63, longitude: 12.92, zoom: 6 });
    expect(viewOf([])).toBeNull();
  });
});

describe('WorkshopMap', () => {
  it('shows no map at all with MAP_PROVIDER=none', async () => {
    const { container } = renderMap({ provider: 'none' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.innerHTML).toBe('');
    expect(loadGoogleMaps).not.toHaveBeenCalled();
  });

  it('shows the start view drawn in the page until there are workshops or the map is touched', async () => {
    const { container } = renderMap({ provider: 'leaflet' }, { workshops: [] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const start = container.querySelector('svg.booking-map-start');
    expect(start?.getAttribute('aria-hidden')).toBe('true');
    expect(start?.querySelector('path.booking-map-italy')?.getAttribute('d')).toMatch(/^M\d/);
    expect([...(start?.querySelectorAll('text') ?? [])].map((text) => text.textContent)).toContain('Roma');
    expect(screen.queryByRole('region', { name: MAP_LABEL })).toBeNull();

    fireEvent.pointerDown(container.querySelector('.booking-map') as HTMLElement);
    expect(await screen.findByRole('region', { name: MAP_LABEL }, LOADING)).toBeTruthy();
    expect(markers(container)).toHaveLength(0);
  });

  it('draws the embedded basemap with Italian controls and no third-party request', async () => {
    const { container } = renderMap({ provider: 'leaflet' });

    const map = await screen.findByRole('region', { name: MAP_LABEL }, LOADING);
    expect(screen.getByRole('button', { name: 'Ingrandisci' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riduci' })).toBeTruthy();
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('Natural Earth');
    expect(map.querySelector('path.booking-map-italy')).toBeTruthy();
    expect(map.querySelector('path.booking-map-border')).toBeTruthy();
    expect(map.querySelector('.leaflet-layer')).toBeNull();
    const sources = [...document.querySelectorAll('img, script, link')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '',
    );
    expect(sources.filter((source) => /^(https?:)?\/\//.test(source))).toEqual([]);
    await waitFor(() => expect(markers(container)).toHaveLength(2), LOADING);
    expect(loadGoogleMaps).not.toHaveBeenCalled();
  });

  it('names the comuni around the workshops once zoomed in, so that the area can be recognised', async () => {
    // jsdom lays nothing out: the map is given the size of a phone's frame.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(288);
    try {
      const { container } = renderMap({ provider: 'leaflet' });
      const names = () =>
        [...container.querySelectorAll('.booking-map-town')].map((town) => town.textContent);

      await waitFor(() => expect(names()).toContain('Casalecchio di Reno'), LOADING);
      expect(names()).toEqual(expect.arrayContaining(['Bologna', 'San Lazzaro di Savena']));
      expect(names()).not.toContain('Milano');
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('lays the configured tiles with their attribution, as text', async () => {
    renderMap({
      provider: 'leaflet',
      tiles: { url: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png', attribution: '© Esempio <b>Mappe</b>' },
    });

    const map = await screen.findByRole('region', { name: MAP_LABEL }, LOADING);
    expect(map.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeTruthy();
    expect(map.querySelector('path.booking-map-italy')).toBeNull();
    const attribution = map.querySelector('.leaflet-control-attribution') as HTMLElement;
    expect(attribution.textContent).toContain('© Esempio <b>Mappe</b>');
    expect(attribution.querySelector('b')).toBeNull();
  });

  it('says which marker is hovered, opens its workshop on a click, and marks the chosen one', async () => {
    const { container, props, rerender } = renderMap({ provider: 'leaflet' });
    await waitFor(() => expect(markers(container)).toHaveLength(2), LOADING);
    const [rossi, bianchi] = markers(container) as [HTMLElement, HTMLElement];

    fireEvent.mouseOver(bianchi);
    expect(props.onHighlight).toHaveBeenLastCalledWith(WORKSHOPS[1]?.uuid);
    fireEvent.mouseOut(bianchi);
    expect(props.onHighlight).toHaveBeenLastCalledWith(null);
    fireEvent.click(rossi);
    expect(props.onOpen).toHaveBeenCalledWith(WORKSHOPS[0]);

    rerender(
      <WorkshopMap
        maps={{ provider: 'leaflet' }}
        {...props}
        highlighted={WORKSHOPS[0]?.uuid ?? null}
        chosen={WORKSHOPS[1]?.uuid ?? null}
      />,
    );
    expect(rossi.classList.contains('is-highlighted')).toBe(true);
    expect(bianchi.classList.contains('is-highlighted')).toBe(false);
    expect(bianchi.classList.contains('is-chosen')).toBe(true);
  });

  it('leaves the map out, silently, when Google’s script cannot be loaded', async () => {
    let fail: (maps: null) => void = () => {};
    vi.mocked(loadGoogleMaps).mockReturnValue(new Promise((resolve) => (fail = resolve)));
    const { container } = renderMap({ provider: 'google', googleApiKey: KEY });

    expect(await screen.findByRole('region', { name: MAP_LABEL })).toBeTruthy();
    expect(loadGoogleMaps).toHaveBeenCalledWith(KEY);
    await act(async () => fail(null));

    expect(screen.queryByRole('region')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('puts the workshops on Google’s map, dark, with the same selection', async () => {
    const google = fakeGoogleMaps();
    vi.mocked(loadGoogleMaps).mockResolvedValue(google.api);
    const { props } = renderMap({ provider: 'google', googleApiKey: KEY }, { chosen: WORKSHOPS[1]?.uuid });

    await waitFor(() => expect(google.markers).toHaveLength(2));
    expect(google.mapOptions?.styles?.length).toBeGreaterThan(0);
    expect(google.center).toEqual({ lat: 44.5, lng: 11.34 });
    expect(google.zoom).toBe(11);
    const [rossi, bianchi] = google.markers;
    expect(rossi?.options.title).toBe('Officina Rossi');
    expect(bianchi?.icon?.fillColor).toBe('#bcf0fd');
    expect(rossi?.icon?.fillColor).toBe('#2cbbe2');

    rossi?.listeners.get('mouseover')?.();
    expect(props.onHighlight).toHaveBeenLastCalledWith(WORKSHOPS[0]?.uuid);
    bianchi?.listeners.get('click')?.();
    expect(props.onOpen).toHaveBeenCalledWith(WORKSHOPS[1]);
  });
});

/** The few parts of google.maps the map uses, recording what it is asked. */
function fakeGoogleMaps() {
  const state = {
    mapOptions: undefined as google.maps.MapOptions | undefined,
    center: undefined as google.maps.LatLngLiteral | undefined,
    zoom: undefined as number | undefined,
    markers: [] as FakeMarker[],
  };
  class FakeMarker {
    listeners = new Map<string, () => void>();
    icon: google.maps.Symbol | undefined;
    constructor(readonly options: google.maps.MarkerOptions) {
      this.icon = options.icon as google.maps.Symbol;
      state.markers.push(this);
    }
    addListener(name: string, handler: () => void) {
      this.listeners.set(name, handler);
    }
    setIcon(icon: google.maps.Symbol) {
      this.icon = icon;
    }
    setZIndex() {}
    setMap() {}
  }
  class FakeMap {
    constructor(_element: HTMLElement, options: google.maps.MapOptions) {
      state.mapOptions = options;
    }
    setCenter(center: google.maps.LatLngLiteral) {
      state.center = center;
    }
    setZoom(zoom: number) {
      state.zoom = zoom;
    }
  }
  const api = {
    Map: FakeMap,
    Marker: FakeMarker,
    SymbolPath: { CIRCLE: 0 },
  } as unknown as typeof google.maps;
  return Object.assign(state, { api });
}
