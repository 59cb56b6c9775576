/** schema.org data of the complex (Campground + LodgingBusiness), built from the configured contact data. */
import { receptionHours } from '@camping/contracts/business-hours';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { FACTS, PILETAS } from '../site/business-facts';

export function businessJsonLd(sitio: Sitio, origin: string, image: string | null, description: string) {
  const horario = receptionHours(sitio.horario_atencion);
  return {
    '@context': 'https://schema.org',
    '@type': ['Campground', 'LodgingBusiness'],
    '@id': `${origin}/#complejo`,
    name: sitio.nombre ?? 'Camping y Cabañas',
    description,
    url: `${origin}/`,
    telephone: sitio.telefono,
    email: sitio.email,
    ...(image ? { image: [image] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: sitio.direccion,
      addressRegion: 'San Luis',
      addressCountry: 'AR',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: horario.desde,
        closes: horario.hasta,
      },
    ],
    petsAllowed: true,
    amenityFeature: [
      ...PILETAS.map((p) => ({
        '@type': 'LocationFeatureSpecification',
        name: `Pileta ${p.nombre.toLowerCase()} ${p.medidas}, profundidad ${p.profundidad}`,
        value: true,
      })),
      { '@type': 'LocationFeatureSpecification', name: `${FACTS.maquinasGimnasio} máquinas de gimnasio al aire libre`, value: true },
      { '@type': 'LocationFeatureSpecification', name: `${FACTS.parcelas} parcelas de camping`, value: true },
    ],
  };
}
