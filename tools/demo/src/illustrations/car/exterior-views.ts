import type { Draw } from '../scene';
import { illustrativeTag, studioBackdrop } from '../studio';
import { buildCarModel } from './car-model';
import { type CameraAngle, drawCar } from './car-renderer';

const CAR_FRAME = { x: 120, y: 200, width: 1040, height: 590 };

/** The eight walk-around views and the roof, as a photographer takes them. */
export const CAR_VIEWS = {
  front: { azimuth: 0, elevation: 4 },
  'left-side': { azimuth: 90, elevation: 5 },
  'right-side': { azimuth: -90, elevation: 5 },
  'front-left-three-quarter': { azimuth: 38, elevation: 10 },
  'front-right-three-quarter': { azimuth: -38, elevation: 10 },
  'rear-left-three-quarter': { azimuth: 142, elevation: 10 },
  'rear-right-three-quarter': { azimuth: -142, elevation: 10 },
  rear: { azimuth: 180, elevation: 4 },
  roof: { azimuth: 90, elevation: 45 },
} as const satisfies Record<string, CameraAngle>;

export type CarView = keyof typeof CAR_VIEWS;

export function carView(view: CarView): Draw {
  return (scene) => {
    const angle = CAR_VIEWS[view];
    const jitter = scene.random.between(-3, 3);
    const model = buildCarModel(scene.style);
    return [
      studioBackdrop(scene),
      drawCar(scene, model, { azimuth: angle.azimuth + jitter, elevation: angle.elevation }, CAR_FRAME),
      illustrativeTag(),
    ].join('');
  };
}
