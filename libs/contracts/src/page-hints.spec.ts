import { preloadLinksHtml } from './page-hints';

describe('preloadLinksHtml', () => {
  it("writes preload tags with paths resolved against the remote's folder", () => {
    const html = preloadLinksHtml(
      [
        { as: 'script', href: '842.abcd1234.js' },
        { as: 'style', href: '/otro/estilo.css' },
        {
          as: 'image',
          type: 'image/avif',
          imagesrcset: 'assets/a-640.1.avif 640w, assets/a-1280.2.avif 1280w',
          imagesizes: '100vw',
          fetchpriority: 'high',
        },
        { as: 'fetch', href: 'https://cdn.example.com/m.json' },
      ],
      '/remotes/mf-public/',
    );
    expect(html).toBe(
      '<link rel="preload" as="script" href="/remotes/mf-public/842.abcd1234.js">' +
        '<link rel="preload" as="style" href="/otro/estilo.css">' +
        '<link rel="preload" as="image" imagesrcset="/remotes/mf-public/assets/a-640.1.avif 640w, /remotes/mf-public/assets/a-1280.2.avif 1280w" imagesizes="100vw" type="image/avif" fetchpriority="high">' +
        '<link rel="preload" as="fetch" href="https://cdn.example.com/m.json" crossorigin="anonymous">',
    );
  });

  it('escapes attribute values', () => {
    expect(preloadLinksHtml([{ as: 'script', href: 'a"><script>.js' }], '/')).toBe(
      '<link rel="preload" as="script" href="/a&quot;&gt;&lt;script&gt;.js">',
    );
  });
});
