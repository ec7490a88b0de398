import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

function fakeServiceWorkers() {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('registering the offline app’s service worker', () => {
  it('never registers outside a production build (dev server, unit tests)', () => {
    const register = fakeServiceWorkers();
    registerServiceWorker();
    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js for the whole site once the page has loaded', () => {
    const register = fakeServiceWorkers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker(true)).not.toThrow();
  });
});
