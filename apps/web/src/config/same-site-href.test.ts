import { describe, expect, it } from 'vitest';
import { sameSiteHref } from './same-site-href';

describe('sameSiteHref', () => {
  it.each([
    ['/profile', '/profile'],
    ['/', '/'],
    ['/report/abc?x=1#foto', '/report/abc?x=1#foto'],
    ['/report/../profile', '/profile'],
    ['/a/./b', '/a/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/report/a%5Cb', '/report/a%5Cb'],
  ])('keeps the path of this site %j as %j', (value, expected) => {
    expect(sameSiteHref(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['https://evil.example/profile'],
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/a/../..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/%2e//evil.example'],
    ['/.%2e//evil.example'],
    ['%2F%2Fevil.example'],
    ['%2f%2fevil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/a\\..\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    [' //evil.example'],
    ['/\u0000/evil.example'],
    ['/\u00a0/evil.example'],
  ])('refuses %j, which could leave the site', (value) => {
    expect(sameSiteHref(value)).toBeNull();
  });
});
