import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKE_OVER_MESSAGE } from './workshop-app-scope';

/** A browser's service worker container: the registration it gives, and whether a worker controls the page. */
function fakeContainer({ waiting, controlled }: { waiting: boolean; controlled: boolean }) {
  const postMessage = vi.fn();
  const listeners = new Map<string, () => void>();
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => ({ waiting: waiting ? { postMessage } : null })),
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    register: container.register,
    postMessage,
    fire: (type: string) => listeners.get(type)?.(),
  };
}

// One registration per document: each test loads the module afresh.
const loadRegister = async () => (await import('./register-workshop-worker')).registerWorkshopWorker;

beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('registerWorkshopWorker', () => {
  it('registers the worker at the site’s root with the workshop app’s scope, once per document', async () => {
    const register = await loadRegister();
    const fake = fakeContainer({ waiting: false, controlled: true });
    await register(fake.container);
    await register(fake.container);
    expect(fake.register).toHaveBeenCalledTimes(1);
    expect(fake.register).toHaveBeenCalledWith('/officina-sw.js', { scope: '/officina' });
    expect(fake.postMessage).not.toHaveBeenCalled();
  });

  it('asks a new build’s waiting worker to take over, and reloads the page once it has', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const fake = fakeContainer({ waiting: true, controlled: true });
    await (await loadRegister())(fake.container);
    expect(fake.postMessage).toHaveBeenCalledWith({ type: TAKE_OVER_MESSAGE });
    expect(reload).not.toHaveBeenCalled();
    fake.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is when no worker waits', async () => {
    const fake = fakeContainer({ waiting: false, controlled: true });
    await (await loadRegister())(fake.container);
    expect(fake.postMessage).not.toHaveBeenCalled();
    expect(fake.container.addEventListener).not.toHaveBeenCalled();
  });

  it('keeps the app working online when the browser refuses the worker', async () => {
    const fake = fakeContainer({ waiting: false, controlled: false });
    fake.register.mockRejectedValueOnce(new DOMException('Rifiutato', 'SecurityError'));
    await expect((await loadRegister())(fake.container)).resolves.toBeUndefined();
  });
});
