import { BASEMAP_CREDITS } from './basemap-credits';
import { LABEL_GAP, type LabelSide } from './label-placement';
import {
  START_VIEW_BORDERS,
  START_VIEW_ITALY,
  START_VIEW_NEIGHBOURS,
  START_VIEW_REGIONS,
  START_VIEW_SIZE,
  START_VIEW_TOWNS,
} from './start-view.generated';

// The name's baseline and anchor for each side of its dot (./label-placement.ts draws the same boxes).
const TEXT_AT: Record<LabelSide, { dx: number; dy: number; textAnchor: 'start' | 'end' | 'middle' }> = {
  right: { dx: LABEL_GAP, dy: 4, textAnchor: 'start' },
  left: { dx: -LABEL_GAP, dy: 4, textAnchor: 'end' },
  above: { dx: 0, dy: -LABEL_GAP - 3, textAnchor: 'middle' },
  below: { dx: 0, dy: LABEL_GAP + 10, textAnchor: 'middle' },
};

function textAt({ x, y, side }: (typeof START_VIEW_TOWNS)[number]) {
  const { dx, dy, textAnchor } = TEXT_AT[side];
  return { x: x + dx, y: y + dy, textAnchor };
}

/**
 * The map's start view (docs/product.md#booking-page: Italy at zoom 6) as a drawing in the page, prerendered
 * with it: Leaflet and its basemap, a quarter of a megabyte of script, come only when there is something to
 * show or to move (decision 036). Decoration: the list says the same, and the live map has the controls.
 */
export function MapStartView() {
  const { width, height } = START_VIEW_SIZE;
  const { boundaries, places } = BASEMAP_CREDITS;
  return (
    <>
      <svg
        className="booking-map-start"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path className="booking-map-neighbours" d={START_VIEW_NEIGHBOURS} />
        <path className="booking-map-italy" d={START_VIEW_ITALY} />
        <path className="booking-map-region" d={START_VIEW_REGIONS} />
        <path className="booking-map-border" d={START_VIEW_BORDERS} />
        {START_VIEW_TOWNS.map((town) => (
          <g key={town.name} className="booking-map-start-town">
            <circle cx={town.x} cy={town.y} r={2.5} />
            <text {...textAt(town)}>{town.name}</text>
          </g>
        ))}
      </svg>
      <p className="booking-map-start-credits">
        Confini: <a href={boundaries.href}>{boundaries.label}</a> · {places}
      </p>
    </>
  );
}
