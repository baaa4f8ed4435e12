import { onlineManager } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetIdentity, keepIdentity } from '../../../lib/kept-identity';
import { workshopDeviceData } from '../offline/unsent-work';

/**
 * A technician's device whose network the test switches (decision 068): `navigator.onLine` answers
 * `device.online`, the clock's date is `now`, a technician is kept, and everything kept is cleared after
 * each test.
 */
export function offlineDevice(now: string) {
  const device = {
    online: true,
    /** The network goes or comes back: the browser's events, and TanStack Query told in any case (it hears
     * them only while a page is mounted). */
    goOnline: (value: boolean) =>
      act(() => {
        device.online = value;
        onlineManager.setOnline(value);
        window.dispatchEvent(new Event(value ? 'online' : 'offline'));
      }),
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => device.online);
    keepIdentity('tecnico@officina.test', 'technician');
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    device.online = true;
    onlineManager.setOnline(true);
    forgetIdentity();
    localStorage.clear();
    await workshopDeviceData.clear();
  });
  return device;
}
