import { APP_VERSION } from '@camping/contracts/domain';
import { VERSION_KEY, ensureCacheVersion } from './cache-version';

describe('ensureCacheVersion', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('wipes storage and stores the version when it differs', async () => {
    localStorage.setItem(VERSION_KEY, '0.9.0');
    localStorage.setItem('isAuthenticated', 'true');
    sessionStorage.setItem('draft', 'x');
    await ensureCacheVersion();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
  });

  it('keeps storage when the version matches', async () => {
    localStorage.setItem(VERSION_KEY, APP_VERSION);
    localStorage.setItem('isAuthenticated', 'true');
    await ensureCacheVersion();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('wipes when no version was stored', async () => {
    localStorage.setItem('stale', '1');
    await ensureCacheVersion();
    expect(localStorage.getItem('stale')).toBeNull();
    expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
  });

  it('wipes storage before returning, and stores the version only once workers and caches are cleared', async () => {
    localStorage.setItem(VERSION_KEY, '0.9.0');
    localStorage.setItem('isAuthenticated', 'true');
    let releaseCaches: (keys: string[]) => void = () => undefined;
    const deleted: string[] = [];
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: {
        keys: () => new Promise<string[]>((resolve) => (releaseCaches = resolve)),
        delete: (key: string) => Promise.resolve(deleted.push(key) > 0),
      },
    });
    try {
      const background = ensureCacheVersion();
      // The first render comes right after this call: nothing stale may be read.
      expect(localStorage.getItem('isAuthenticated')).toBeNull();
      expect(localStorage.getItem(VERSION_KEY)).toBeNull();
      await Promise.resolve();
      releaseCaches(['assets-v0']);
      await background;
      expect(deleted).toEqual(['assets-v0']);
      expect(localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
    } finally {
      delete (window as { caches?: unknown }).caches;
    }
  });
});
