import { isSameOriginRequest } from './same-origin';

describe('isSameOriginRequest', () => {
  const own = 'http://localhost:3000';

  it('takes the request\'s own origin when PUBLIC_ORIGIN is unset', () => {
    expect(isSameOriginRequest({ origin: own, ownOrigin: own }, [])).toBe(true);
    expect(isSameOriginRequest({ origin: 'HTTP://LOCALHOST:3000', ownOrigin: own }, [])).toBe(true);
  });

  it.each(['http://localhost:4000', 'http://127.0.0.1:3000', 'https://localhost:3000', 'http://admin.localhost:3000', 'null'])(
    'refuses Origin %s',
    (origin) => {
      expect(isSameOriginRequest({ origin, ownOrigin: own }, [])).toBe(false);
    },
  );

  it('takes only the configured origins when PUBLIC_ORIGIN is set', () => {
    const allowed = ['https://camping.com.ar', 'https://www.camping.com.ar'];
    expect(isSameOriginRequest({ origin: 'https://www.camping.com.ar', ownOrigin: 'http://10.0.0.5:3000' }, allowed)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://10.0.0.5:3000', ownOrigin: 'http://10.0.0.5:3000' }, allowed)).toBe(false);
  });

  it('falls back to Sec-Fetch-Site without Origin', () => {
    expect(isSameOriginRequest({ secFetchSite: 'same-origin', ownOrigin: own }, [])).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: 'none', ownOrigin: own }, [])).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: 'same-site', ownOrigin: own }, [])).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: 'cross-site', ownOrigin: own }, [])).toBe(false);
  });

  it('lets a client that is not a browser through (neither header)', () => {
    expect(isSameOriginRequest({ ownOrigin: own }, [])).toBe(true);
    expect(isSameOriginRequest({ ownOrigin: own }, ['https://camping.com.ar'])).toBe(true);
  });
});
