/** The business's contact data as `GET /api/public/sitio` answers them, for the public chrome's and site's tests. */
import type { Sitio } from '../schemas/sitio';

export const SITIO_FIXTURE: Sitio = {
  telefono: '+54 9 2664 55-1234',
  whatsapp: '5492664551234',
  email: 'reservas@example.com',
  direccion: 'Ruta 1 km 5, Merlo, San Luis',
  mapa_url: 'https://maps.google.com/maps?q=Merlo&output=embed',
  nombre: 'Camping Test',
};
