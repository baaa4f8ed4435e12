import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirect target after sign-in', () => {
  it.each([
    ['/report/0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10', '/report/0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10'],
    ['/profile', '/profile'],
    ['/report/abc?x=1#foto', '/report/abc?x=1#foto'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(redirectTarget(value)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/profile'],
    ['scheme', 'javascript:alert(1)'],
    ['protocol-relative URL', '//evil.example'],
    ['dot segments that normalise to another host', '/..//evil.example'],
    ['encoded dot segments that normalise to another host', '/%2e%2e//evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash later on', '/a\\..\\\\evil.example'],
    ['tab that browsers strip', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['relative path', 'profile'],
  ])('falls back to /profile for a %s target', (_case, value) => {
    expect(redirectTarget(value)).toBe('/profile');
  });
});

describe('redirect target after sign-in, by role', () => {
  it.each([
    ['user', '/profile'],
    ['technician', '/officina'],
    ['backoffice', '/backoffice'],
  ] as const)('opens the area of a %s without a target', (role, expected) => {
    expect(redirectTarget(null, role)).toBe(expected);
    expect(redirectTarget('//evil.example', role)).toBe(expected);
  });

  it('keeps a same-site target whatever the role', () => {
    expect(redirectTarget('/report/abc', 'backoffice')).toBe('/report/abc');
  });
});
