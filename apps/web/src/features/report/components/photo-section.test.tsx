import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryProvider } from '../gallery/gallery-context';
import { fixturePhoto, makeInspectionReport } from '../report.fixture';
import { PhotoSection } from './photo-section';

afterEach(cleanup);

const SCRATCH = 'Graffio sulla portiera posteriore sinistra';

function renderSection() {
  const { report } = makeInspectionReport();
  render(
    <GalleryProvider>
      <PhotoSection
        report={{
          ...report,
          key_photos_imperfections: [fixturePhoto('graffio', SCRATCH), fixturePhoto('senza', '')],
        }}
      />
    </GalleryProvider>,
  );
  const heading = screen.getByRole('heading', { name: /^Imperfezioni/ });
  return heading.nextElementSibling as HTMLElement;
}

describe('PhotoSection: imperfections', () => {
  it("shows the technician's caption under each photo and as its alt text, a number when there is none", () => {
    const grid = renderSection();
    expect([...grid.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      SCRATCH,
      'Imperfezione 2',
    ]);
    expect(within(grid).getByRole('img', { name: SCRATCH })).toBeTruthy();
  });

  it('shows the caption in the full-screen gallery too', async () => {
    const grid = renderSection();
    fireEvent.click(within(grid).getAllByRole('button')[0] as HTMLElement);
    const gallery = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(gallery.querySelector('.photo-gallery-caption')?.textContent).toContain(SCRATCH);
    expect(within(gallery).getByRole('img', { name: SCRATCH })).toBeTruthy();
  });
});
