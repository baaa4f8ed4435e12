import { describe, expect, it } from 'vitest';
import { decodeRows, decodeTowns, townsShownAt } from './basemap-data';
import {
  BASEMAP_BOUNDS,
  BORDERS,
  ITALY_LAND,
  MAIN_TOWNS,
  NEIGHBOUR_LAND,
  REGION_BORDERS,
} from './italy-basemap.generated';

describe('the embedded basemap', () => {
  it('decodes rows of differences in thousandths of a degree', () => {
    expect(decodeRows('41892,12511,8,-11\n45464,9190')).toEqual([
      [
        [41.892, 12.511],
        [41.9, 12.5],
      ],
      [[45.464, 9.19]],
    ]);
  });

  it('holds Italy, its neighbours, their borders and the regions’ borders, all inside the box', () => {
    const [[south, west], [north, east]] = BASEMAP_BOUNDS;
    const italy = decodeRows(ITALY_LAND);
    const regions = decodeRows(REGION_BORDERS);
    const all = [...italy, ...decodeRows(NEIGHBOUR_LAND), ...decodeRows(BORDERS), ...regions].flat();
    // The border of Emilia-Romagna and Tuscany crosses the Apennines between Bologna and Florence.
    expect(
      regions.some((line) => line.some(([lat, lng]) => lat > 44 && lat < 44.3 && lng > 11 && lng < 11.5)),
    ).toBe(true);
    expect(italy.flat().length).toBeGreaterThan(1000);
    expect(all.every(([lat, lng]) => lat >= south && lat <= north && lng >= west && lng <= east)).toBe(true);
    // Sicily's and Sardinia's coasts are in: the southernmost and westernmost points of Italy's land.
    expect(Math.min(...italy.flat().map(([lat]) => lat))).toBeLessThan(36.7);
    expect(Math.min(...italy.flat().map(([, lng]) => lng))).toBeLessThan(8.3);
  });

  it('names the main towns, most populous first, more of them as the map zooms in', () => {
    const towns = decodeTowns(MAIN_TOWNS);
    expect(towns.slice(0, 3).map((town) => town.name)).toEqual(['Roma', 'Milano', 'Napoli']);
    expect(towns.find((town) => town.name === 'Bologna')).toMatchObject({
      latitude: 44.494,
      longitude: 11.339,
    });
    expect(townsShownAt(5)).toBeLessThan(townsShownAt(6));
    expect(townsShownAt(6)).toBeLessThan(townsShownAt(7));
    expect(townsShownAt(9)).toBeGreaterThanOrEqual(towns.length);
  });
});
