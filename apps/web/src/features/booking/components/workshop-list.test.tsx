import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeInspector } from '../testing/booking-test-kit';
import { WorkshopList } from './workshop-list';

afterEach(cleanup);

function renderList(fees: number[]) {
  const workshops = fees.map((fee_cents, index) =>
    makeInspector({
      uuid: `a1000000-0000-4000-8000-00000000000${index}`,
      name: `Officina ${index}`,
      fee_cents,
    }),
  );
  render(
    <WorkshopList
      workshops={workshops}
      onBook={() => {}}
      returnFocusTo={null}
      highlighted={null}
      onHighlight={() => {}}
    />,
  );
  return screen.getAllByRole('listitem');
}

describe('WorkshopList', () => {
  it('shows each workshop’s fee, IVA included, before it is chosen', () => {
    const [cheap, dear] = renderList([7900, 12050]);
    expect(within(cheap as HTMLElement).getByText('Costo dell’ispezione: 79,00 €, IVA inclusa')).toBeTruthy();
    expect(within(dear as HTMLElement).getByText('Costo dell’ispezione: 120,50 €, IVA inclusa')).toBeTruthy();
  });

  it('says a workshop without a fee asks nothing', () => {
    const [free] = renderList([0]);
    expect(within(free as HTMLElement).getByText('Ispezione gratuita')).toBeTruthy();
    expect(within(free as HTMLElement).queryByText(/€/)).toBeNull();
  });
});
