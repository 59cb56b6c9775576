/**
 * @jest-environment node
 */
// On the server, as the prerender build runs it: no document, the contact data given by the server.
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { SITIO } from '../testing/render-site';
import { renderPage } from './render-page';

describe('renderPage (prerender build)', () => {
  it("draws the home whole: the hero's heading, «Reservar Ahora» to the business's WhatsApp, the four sections", async () => {
    const html = await renderPage('/', SITIO);
    expect(html).toContain('Tu escape perfecto a la naturaleza</h1>');
    expect(html).toMatch(/href="https:\/\/wa\.me\/5492664551234\?text=[^"]+" target="_blank"/);
    for (const id of ['about', 'servicios', 'contact']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain(SITIO.direccion);
  });

  it("waits for a lodging page's code: the page, not the loading spinner, with its gallery's placeholders", async () => {
    const html = await renderPage('/camping', SITIO);
    expect(html).toContain('<h1>Camping</h1>');
    expect(html).toContain('72 parcelas con sombra al pie de las sierras');
    expect(html).toContain('Consultá disponibilidad y precio');
    expect(html).not.toContain('pub-page-loading');
    // The gallery's table is asked when it nears the screen: drawn, it is its 40 placeholders.
    expect(html).toContain('40 fotos');
    expect(html.match(/class="pub-gallery-skeleton"/g)).toHaveLength(40);
  });

  it("fills the quote form's default dates from the complex's day (no IntersectionObserver: the form counts as near)", async () => {
    const html = await renderPage('/camping', SITIO);
    const today = todayIso();
    // The shared date field: DD/MM/YYYY text, the same on every visitor's computer.
    expect(html).toMatch(new RegExp(`placeholder="DD/MM/AAAA"[^>]*value="${formatDateAR(addDaysIso(today, 1))}"`));
    expect(html).toContain(`value="${formatDateAR(addDaysIso(today, 3))}"`);
  });

  it('draws the not-found page for a path the site does not have', async () => {
    expect(await renderPage('/no-existe', SITIO)).toContain('Página no encontrada');
  });
});
