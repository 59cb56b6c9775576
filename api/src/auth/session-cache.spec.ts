import { SessionCache } from './session-cache';

const user = { usuario: 'ana', rol: 'staff' as const };

describe('SessionCache', () => {
  it('remembers a session for the TTL only', () => {
    const cache = new SessionCache(5000);
    cache.set('a', { user, expiresAt: new Date(1_000_000) }, 0);
    expect(cache.get('a', 4999)?.user).toEqual(user);
    expect(cache.get('a', 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session itself', () => {
    const cache = new SessionCache(5000);
    cache.set('a', { user, expiresAt: new Date(1000) }, 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('forgets on delete, stores nothing with a TTL of 0, and stays bounded', () => {
    const cache = new SessionCache(5000, 2);
    cache.set('a', { user, expiresAt: new Date(1e9) }, 0);
    cache.delete('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', { user, expiresAt: new Date(1e9) }, 0);
    cache.set('b', { user, expiresAt: new Date(1e9) }, 0);
    cache.set('c', { user, expiresAt: new Date(1e9) }, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    const off = new SessionCache(0);
    off.set('a', { user, expiresAt: new Date(1e9) }, 0);
    expect(off.get('a', 0)).toBeUndefined();
  });
});
