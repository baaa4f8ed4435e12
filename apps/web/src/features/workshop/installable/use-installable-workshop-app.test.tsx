import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInstallableWorkshopApp } from './use-installable-workshop-app';

function WorkshopPage() {
  useInstallableWorkshopApp();
  return <h1>Officina</h1>;
}

const linked = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

describe('useInstallableWorkshopApp', () => {
  it('links the manifest and the home-screen icon while a workshop page is shown, and no longer after', () => {
    expect(linked('manifest')).toEqual([]);
    const page = render(<WorkshopPage />);
    expect(linked('manifest')).toEqual(['/officina.webmanifest']);
    expect(linked('apple-touch-icon')).toEqual(['/icons/officina-apple-touch-180.png']);
    page.unmount();
    expect(linked('manifest')).toEqual([]);
    expect(linked('apple-touch-icon')).toEqual([]);
  });
});
