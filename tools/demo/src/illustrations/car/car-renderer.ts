import { shade } from '../colour';
import type { Scene } from '../scene';
import { ellipse, group, type Point, polygon, polyline } from '../svg';
import type { CarModel, Material, Polygon3 } from './car-model';
import type { Wheel } from './car-wheels';
import { add, centroid, cross, dot, normalize, scale, sub, type Vec3 } from './vector';

/** Azimuth 0 looks at the front, 90 at the left side; elevation in degrees above the horizon. */
export interface CameraAngle {
  azimuth: number;
  elevation: number;
}

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CAMERA_DISTANCE = 9;
/** Materials drawn flat, whatever the light. */
const FIXED = {
  'rim-shadow': '#26292d',
  'plate-band': '#1f45a6',
  well: '#121315',
  lamp: '#ffffff',
  plate: '#f4f4f0',
} as const satisfies Partial<Record<Material, string>>;
type FixedMaterial = keyof typeof FIXED;
const isFixed = (material: Material): material is FixedMaterial => Object.hasOwn(FIXED, material);
/** The unlit colour of every other material but the car's paint. */
const BASE: Record<Exclude<Material, 'paint' | FixedMaterial>, string> = {
  glass: '#1a232d',
  trim: '#25282c',
  tyre: '#202123',
  rim: '#b9bfc6',
  chrome: '#dfe3e8',
  headlight: '#6d7884',
  'tail-light': '#c8202b',
};

// Lamps and plates get a thin dark rim, so that a red tail light still shows on a red car.
const OUTLINED = new Set<Material>(['headlight', 'tail-light', 'plate']);

function createCamera(angle: CameraAngle, target: Vec3) {
  const [a, e] = [(angle.azimuth * Math.PI) / 180, (angle.elevation * Math.PI) / 180];
  const eye = add(
    target,
    scale([Math.cos(e) * Math.cos(a), Math.cos(e) * Math.sin(a), Math.sin(e)], CAMERA_DISTANCE),
  );
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  // Lit from above and from the photographer's left, so every view gets the same studio light.
  const light = normalize(add(add(scale(forward, -0.7), scale(up, 1)), scale(right, -0.45)));
  return {
    eye,
    light,
    project: (p: Vec3): Point => {
      const d = sub(p, eye);
      const depth = dot(d, forward);
      return [dot(d, right) / depth, -dot(d, up) / depth];
    },
    depth: (p: Vec3) => dot(sub(p, eye), forward),
    faces: (polygon3: Polygon3) => dot(polygon3.normal, sub(eye, centroid(polygon3.points))) > 0,
  };
}
type Camera = ReturnType<typeof createCamera>;

function colourOf(material: Material, normal: Vec3, camera: Camera, point: Vec3, paint: string): string {
  if (isFixed(material)) return FIXED[material];
  const view = normalize(sub(camera.eye, point));
  const diffuse = Math.max(0, dot(normal, camera.light));
  const sky = Math.max(0, normal[2]);
  const specular = Math.max(0, dot(normal, normalize(add(camera.light, view)))) ** 36;
  if (material === 'glass') return shade(BASE.glass, 0.04 + 0.3 * sky ** 3 + 0.25 * specular);
  const base = material === 'paint' ? paint : BASE[material];
  const lit = shade(base, -0.55 * (1 - diffuse) + 0.06 * sky ** 2);
  return shade(lit, (material === 'paint' ? 0.4 : 0.2) * specular);
}

export function drawCar(scene: Scene, model: CarModel, angle: CameraAngle, frame: Frame): string {
  const { length, width, height } = model.dimensions;
  const camera = createCamera(angle, [0, 0, 0.42 * height]);
  const all = [
    ...model.body,
    ...model.wheels.flatMap((w) => w.tread),
    ...model.attachments.flatMap((a) => a.polygons),
  ];
  const projected = all.flatMap((p) => p.points.map(camera.project));
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fit = Math.min(frame.width / (maxX - minX), frame.height / (maxY - minY));
  const offset: Point = [
    frame.x + frame.width / 2 - (fit * (minX + maxX)) / 2,
    frame.y + frame.height / 2 - (fit * (minY + maxY)) / 2,
  ];
  const toScreen = (p: Vec3): Point => {
    const [x, y] = camera.project(p);
    return [offset[0] + fit * x, offset[1] + fit * y];
  };
  const paint = scene.style.bodyColour;
  const fillOf = (p: Polygon3) => {
    const { shading } = p;
    if (p.material === 'glass') {
      // Glass reads as glass when it mirrors the bright studio ceiling at the top and darkens below.
      const pts = p.points.map(toScreen);
      const top = pts.reduce((a, b) => (b[1] < a[1] ? b : a));
      const bottom = pts.reduce((a, b) => (b[1] > a[1] ? b : a));
      const base = colourOf('glass', p.normal, camera, centroid(p.points), paint);
      return scene.defs.along(
        [
          [0, shade(base, 0.32)],
          [1, shade(base, -0.2)],
        ],
        top,
        bottom,
      );
    }
    if (!shading) return colourOf(p.material, p.normal, camera, centroid(p.points), paint);
    const stops = [
      [0, colourOf(p.material, shading.fromNormal, camera, shading.from, paint)],
      [1, colourOf(p.material, shading.toNormal, camera, shading.to, paint)],
    ] as const;
    return scene.defs.along(stops, toScreen(shading.from), toScreen(shading.to));
  };
  /** Hull faces get a stroke of their own fill to close the anti-aliasing seams between neighbours. */
  const draw = (p: Polygon3, seam = false) => {
    const fill = fillOf(p);
    const edge = (stroke: string, width: number) => ({
      fill,
      stroke,
      'stroke-width': width,
      'stroke-linejoin': 'round',
    });
    if (p.material === 'glass') return polygon(p.points.map(toScreen), edge('#0b0e12', 3));
    if (OUTLINED.has(p.material)) return polygon(p.points.map(toScreen), edge('#121417', 2));
    return polygon(p.points.map(toScreen), seam ? edge(fill, 1.2) : { fill });
  };
  const farToNear = (list: readonly Polygon3[]) =>
    list
      .filter(camera.faces)
      .map((p) => ({ p, depth: camera.depth(centroid(p.points)) }))
      .sort((a, b) => b.depth - a.depth)
      .map(({ p }) => draw(p, true));
  const drawWheel = (wheel: Wheel) =>
    [
      ...farToNear(wheel.tread),
      ...(camera.faces(wheel.outer[0] as Polygon3) ? wheel.outer.map((p) => draw(p)) : [draw(wheel.inner)]),
    ].join('');
  const onVisibleSide = (side: number, margin: number) => side * camera.eye[1] > margin;

  const footprint = [
    [1, 1],
    [1, -1],
    [-1, -1],
    [-1, 1],
  ].map(([sx = 0, sy = 0]) => toScreen([sx * (length / 2 + 0.15), sy * (width / 2 + 0.15), 0]));
  const fx = footprint.map(([x]) => x);
  const fy = footprint.map(([, y]) => y);
  const shadowFill = scene.defs.radial([
    [0, '#000000', 0.5],
    [0.65, '#000000', 0.22],
    [1, '#000000', 0],
  ]);
  const shadow = ellipse(
    (Math.min(...fx) + Math.max(...fx)) / 2,
    (Math.min(...fy) + Math.max(...fy)) / 2,
    ((Math.max(...fx) - Math.min(...fx)) / 2) * 1.08,
    Math.max(18, ((Math.max(...fy) - Math.min(...fy)) / 2) * 0.95),
    { fill: shadowFill },
  );
  const lineColour = shade(paint, -0.55);
  // Mirrors stand out of the body: seen head-on, both are in front of it.
  const attachments = (near: boolean) =>
    model.attachments.filter((a) => onVisibleSide(a.side, -0.5) === near);

  return group(
    {},
    shadow,
    ...model.wheels.map(drawWheel),
    ...attachments(false).flatMap((a) => farToNear(a.polygons)),
    ...farToNear(model.body),
    ...model.details.filter(camera.faces).map((p) => draw(p)),
    ...model.lines
      .filter((l) => dot(l.normal, sub(camera.eye, centroid(l.points))) > 0)
      .map((l) =>
        polyline(l.points.map(toScreen), {
          stroke: lineColour,
          'stroke-width': 2,
          'stroke-linejoin': 'round',
          'stroke-opacity': 0.8,
        }),
      ),
    ...model.wheels
      .filter((w) => onVisibleSide(w.side, 0.3))
      .map((w) => group({ 'clip-path': scene.defs.clip(polygon(w.arch.map(toScreen), {})) }, drawWheel(w))),
    ...attachments(true).flatMap((a) => farToNear(a.polygons)),
  );
}
