import { describe, expect, it } from 'vitest';
import { dotBox, intersects, labelBox, placeLabels } from './label-placement';
import { START_VIEW_TOWNS } from './start-view.generated';

describe('town labels', () => {
  it('on the start view, never meet another name or another town’s dot', () => {
    const dots = START_VIEW_TOWNS.map(dotBox);
    const names = START_VIEW_TOWNS.map((town) => labelBox(town, town.side));
    names.forEach((name, i) => {
      names.forEach((other, j) => {
        if (i !== j)
          expect(intersects(name, other), `${START_VIEW_TOWNS[i]?.name} / ${START_VIEW_TOWNS[j]?.name}`).toBe(
            false,
          );
      });
      dots.forEach((dot, j) => {
        expect(intersects(name, dot), `${START_VIEW_TOWNS[i]?.name} / ${START_VIEW_TOWNS[j]?.name}`).toBe(
          false,
        );
      });
    });
  });

  it('on the start view, keep Verona, Padova and Venezia, the names that used to overlap', () => {
    const names = START_VIEW_TOWNS.map((town) => town.name);
    expect(names).toEqual(expect.arrayContaining(['Verona', 'Padova', 'Venezia', 'Milano', 'Roma']));
  });

  it('move a name to a free side, and leave out a town with none', () => {
    const placed = placeLabels([
      { name: 'Venezia', x: 473, y: 121 },
      { name: 'Verona', x: 412, y: 121 },
      { name: 'Padova', x: 453, y: 123 },
      { name: 'Mestre', x: 474, y: 122 },
    ]);
    expect(placed.map(({ point, side }) => [point.name, side])).toEqual([
      ['Venezia', 'right'],
      ['Verona', 'left'],
      ['Padova', 'below'],
    ]);
  });
});
