import { leerSitioEmbebido, SITIO_EMBEBIDO_ID, sitioEmbebidoHtml } from './sitio-embebido';
import { sitioSchema, type Sitio } from './schemas/sitio';

const SITIO: Sitio = {
  telefono: '+54 9 2664 55-1234',
  whatsapp: '5492664551234',
  email: 'hola@example.com',
  direccion: 'Ruta 20 </script><script>alert(1)</script>',
  mapa_url: 'https://maps.google.com/maps?q=x&output=embed',
  nombre: 'Camping y Cabañas',
};

/** The block as the browser would parse it: the text between the tags. */
function documentWith(html: string) {
  const match = html.match(/^<script type="application\/json" id="([^"]+)">([\s\S]*)<\/script>$/);
  return { getElementById: (id: string) => (match && id === match[1] ? { textContent: match[2] } : null) };
}

describe('sitio embebido', () => {
  it('writes a JSON block no value can close, and reads back the same data', () => {
    const html = sitioEmbebidoHtml(SITIO);
    expect(html.startsWith(`<script type="application/json" id="${SITIO_EMBEBIDO_ID}">`)).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const read = leerSitioEmbebido(documentWith(html));
    expect(read).toEqual(SITIO);
    expect(sitioSchema.parse(read)).toEqual(SITIO);
  });

  it('answers undefined without a block, with an empty one or with broken JSON', () => {
    expect(leerSitioEmbebido(undefined)).toBeUndefined();
    expect(leerSitioEmbebido(documentWith('<p></p>'))).toBeUndefined();
    expect(leerSitioEmbebido(documentWith(`<script type="application/json" id="${SITIO_EMBEBIDO_ID}"></script>`))).toBeUndefined();
    expect(leerSitioEmbebido(documentWith(`<script type="application/json" id="${SITIO_EMBEBIDO_ID}">{roto</script>`))).toBeUndefined();
  });
});
