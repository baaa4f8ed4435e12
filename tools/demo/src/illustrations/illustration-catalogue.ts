import { CAR_VIEWS, type CarView, carView } from './car/exterior-views';
import { CLOSE_UPS, type CloseUpName, closeUp } from './close-ups/close-ups';
import { engineBay } from './exterior/engine-bay';
import { modelBadge } from './exterior/model-badge';
import { wheelCloseUp } from './exterior/wheel-close-up';
import type { IllustrationStyle } from './illustration-style';
import { boot } from './interior/boot';
import { gearShifter } from './interior/console';
import {
  dashboard,
  infotainment,
  instrumentCluster,
  steeringWheelCloseUp,
  switches,
} from './interior/dashboard';
import { keys, serviceBook } from './interior/documents';
import { doorPad, windowSwitches } from './interior/doors';
import { frontSeats, rearSeats, seatAdjustment } from './interior/seats';
import { type Draw, renderScene } from './scene';

const CLOSE_UP_DRAWINGS = Object.fromEntries(
  (Object.keys(CLOSE_UPS) as CloseUpName[]).map((name) => [name, closeUp(name)]),
);
const CAR_VIEW_DRAWINGS = Object.fromEntries(
  (Object.keys(CAR_VIEWS) as CarView[]).map((view) => [view, carView(view)]),
);

/** Every illustration by image name: the key photo slots (kebab-case) and the close-ups. */
const ILLUSTRATIONS: Readonly<Record<string, Draw>> = {
  ...CAR_VIEW_DRAWINGS,
  'engine-bay': engineBay,
  wheel: wheelCloseUp,
  'model-badge': modelBadge,
  dashboard,
  'front-seats': frontSeats,
  'rear-seats': rearSeats,
  boot,
  'steering-wheel': steeringWheelCloseUp,
  'instrument-cluster': instrumentCluster,
  switches,
  infotainment,
  'gear-shifter': gearShifter,
  'door-pad': doorPad,
  'window-switches': windowSwitches,
  'seat-adjustment': seatAdjustment,
  keys,
  'service-book': serviceBook,
  ...CLOSE_UP_DRAWINGS,
};

export const ILLUSTRATION_NAMES: readonly string[] = Object.keys(ILLUSTRATIONS);

/** The image name of a key photo slot: `front_left_three_quarter` → `front-left-three-quarter`. */
export const slotIllustrationName = (slotKey: string) => slotKey.replace(/_/g, '-');

export const isIllustrationName = (name: string) => Object.hasOwn(ILLUSTRATIONS, name);

/** The 1280×960 SVG of one illustration; the same name and style always give the same text. */
export function renderIllustrationSvg(name: string, style: IllustrationStyle): string {
  const draw = ILLUSTRATIONS[name];
  if (!draw) throw new RangeError(`Illustrazione sconosciuta: ${name}`);
  return renderScene(draw, style, name);
}
