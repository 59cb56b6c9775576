/**
 * @jest-environment node
 */
// On the server, as the prerender build runs it: no document, the contact data given by the server.
import { SITIO_FIXTURE } from '@camping/contracts/testing/sitio-fixture';
import { renderChrome } from './render-chrome';

const SITIO = SITIO_FIXTURE;

describe('renderChrome (prerender build)', () => {
  it("draws the public chrome at the path around the remote's page, with the business's contact data", async () => {
    const html = await renderChrome('/camping', SITIO, '<h1>Camping</h1>');
    expect(html).toContain('aria-label="Navegación principal"');
    expect(html).toMatch(/<a aria-current="page" href="\/camping"[^>]*>Camping<\/a>/);
    expect(html).toContain('<main id="contenido" class="public-main" tabindex="-1"><div class="remote-root remote-root-mf-public"><h1>Camping</h1></div></main>');
    expect(html).toContain(SITIO.direccion);
    expect(html).toContain('href="tel:+5492664551234"');
    // As a visitor without a session sees it: the staff's sign-in icon, no user menu.
    expect(html).toContain('aria-label="Iniciar sesión"');
  });
});
