/** What varies from one car to another in its illustrations. */
export type CarShape = 'supermini' | 'compact' | 'city-car';

export type GrilleStyle = 'wide' | 'shield' | 'bar';

export interface IllustrationStyle {
  /** Seeds the small variations (rims, grille, backdrop tint, camera jitter). */
  seed: string;
  bodyColour: string;
  /** Seat upholstery. */
  interiorColour: string;
  shape: CarShape;
  grille: GrilleStyle;
  powertrain: 'hybrid' | 'diesel' | 'petrol';
  transmission: 'manual' | 'automatic';
  /** Lettering of the model badge on the tailgate. */
  badge: string;
  /** Shown on the instrument cluster. */
  odometerKm: number;
  keyCount: 1 | 2;
  serviceBook: 'complete' | 'partial';
}
