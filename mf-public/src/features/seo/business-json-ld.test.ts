import type { Sitio } from '@camping/contracts/schemas/sitio';
import { horarios } from '../site/business-facts';
import { businessJsonLd } from './business-json-ld';

const sitio: Sitio = {
  telefono: '+54 9 266 400-0000',
  whatsapp: '5492664000000',
  email: 'reservas@example.com',
  direccion: 'Ruta 1, San Luis',
  mapa_url: 'https://maps.example.com',
};

describe('reception hours come from BUSINESS_HOURS (the site data), never typed again', () => {
  it('structured data opens and closes at the configured hours, else the default ones', () => {
    const configured = businessJsonLd({ ...sitio, horario_atencion: { desde: '09:00', hasta: '18:30' } }, 'https://x.ar', null, 'd');
    expect(configured.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '18:30' });
    expect(businessJsonLd(sitio, 'https://x.ar', null, 'd').openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '20:00' });
  });

  it('the contact page and the services list show the same hours, as the site writes them', () => {
    expect(horarios({ desde: '09:00', hasta: '18:30' })).toEqual([
      { lugar: 'Recepción', horario: '9:00-18:30' },
      { lugar: 'Piletas', horario: '10:00-19:00' },
    ]);
    expect(horarios(undefined)[0]).toEqual({ lugar: 'Recepción', horario: '8:00-20:00' });
  });
});
