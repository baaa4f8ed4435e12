/** 3D vectors in car coordinates: x forward, y to the car's left, z up, in metres. */
export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

export const centroid = (pts: readonly Vec3[]): Vec3 =>
  scale(
    pts.reduce<Vec3>((sum, p) => add(sum, p), [0, 0, 0]),
    1 / pts.length,
  );

/** Unit normal of a (possibly slightly non-planar) polygon, oriented away from `inside`. */
export function outwardNormal(pts: readonly Vec3[], inside: Vec3): Vec3 {
  let n: Vec3 = [0, 0, 0];
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % pts.length] as Vec3;
    n = add(n, [(p[1] - q[1]) * (p[2] + q[2]), (p[2] - q[2]) * (p[0] + q[0]), (p[0] - q[0]) * (p[1] + q[1])]);
  });
  const unit = normalize(n);
  return dot(unit, sub(centroid(pts), inside)) < 0 ? scale(unit, -1) : unit;
}
