import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics';

const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'));

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom never fetches scripts here and reports each one it skipped on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('startAnalytics', () => {
  it('loads Google Tag Manager once, after the page is idle, when a container is configured', () => {
    startAnalytics('GTM-AB12CD');
    startAnalytics('GTM-AB12CD');
    expect(tagManagerScripts()).toEqual([]);

    vi.runAllTimers();

    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('keeps the events pushed before it and waits for the load event of a page still loading', () => {
    window.dataLayer = [{ event: 'booking_confirmed' }];
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    startAnalytics('GTM-AB12CD');
    vi.runAllTimers();
    expect(tagManagerScripts()).toEqual([]);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();

    expect(tagManagerScripts()).toHaveLength(1);
    expect(window.dataLayer).toEqual([
      { event: 'booking_confirmed' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  it('adds no third-party script and no dataLayer without a container', () => {
    startAnalytics(undefined);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();

    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
