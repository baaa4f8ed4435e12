import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { SiteHeader } from './site-header';

const me = (role: string) => ({
  'GET /auth/me': () => ({
    status: 200,
    body: { email: 'persona@example.it', name: 'Persona', confirmed: true, role },
  }),
});

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site header by role', () => {
  it("shows a guest 'Area riservata', towards the profile", async () => {
    stubApi({});
    renderAppPage(<SiteHeader />, { path: '/', route: '/' });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull());
    expect(navLinks()).toContainEqual(['Area riservata', '/profile']);
  });

  it.each([
    ['user', 'Area riservata', '/profile'],
    ['technician', 'Officina', '/officina'],
    ['backoffice', 'Back office', '/backoffice'],
  ])('shows a signed-in %s their own area', async (role, label, href) => {
    stubApi(me(role));
    renderAppPage(<SiteHeader />, { path: '/', route: '/' });
    await screen.findByRole('button', { name: 'Esci' });
    const links = navLinks();
    expect(links).toContainEqual([label, href]);
    const areas = links.filter(([text]) =>
      ['Area riservata', 'Officina', 'Back office'].includes(text ?? ''),
    );
    expect(areas).toHaveLength(1);
  });
});
