/** Title and description of every public page (SEO), written once; the pages are @camping/contracts/public-pages. */
import type { PublicPath } from '@camping/contracts/public-pages';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (the not-found page). */
  noindex?: boolean;
}

export const PAGE_META: Readonly<Record<PublicPath, PageMeta>> = {
  '/': {
    title: 'Camping, cabañas y dormis en San Luis · Tu escape perfecto a la naturaleza',
    description:
      'Camping con 72 parcelas, cabañas para 4-5 personas y dormis en San Luis, Argentina. Tres piletas, gimnasio al aire libre y todo incluido en el precio. Abierto todo el año.',
  },
  '/about': {
    title: 'Sobre Nosotros · Complejo de camping y cabañas en San Luis',
    description:
      'Conocé el complejo: 72 parcelas de camping, cabañas, dormis y tres piletas al pie de las sierras de San Luis. Abierto todo el año, con todo incluido en el precio.',
  },
  '/camping': {
    title: 'Camping en San Luis · 72 parcelas con tres piletas',
    description:
      'Acampá en una de nuestras 72 parcelas con sombra, piletas, gimnasio al aire libre y todo incluido. Consultá disponibilidad y precio por adulto y menor al instante.',
  },
  '/cabanas': {
    title: 'Cabañas para 4-5 personas en San Luis · Se aceptan mascotas pequeñas',
    description:
      'Cabañas equipadas para 4-5 personas, con mascotas pequeñas bienvenidas y todo incluido en el precio. Mirá fotos y video, y consultá disponibilidad y precio al instante.',
  },
  '/dormis': {
    title: 'Dormis en San Luis · Cama matrimonial y cucheta',
    description:
      'Dormis con una cama matrimonial y una cucheta (sin ropa de cama), la opción económica del complejo. Mirá fotos y video, y consultá disponibilidad y precio al instante.',
  },
  '/contact': {
    title: 'Contacto y cómo llegar · Camping y cabañas en San Luis',
    description:
      'Dirección, teléfono, e-mail, horarios de recepción y piletas y mapa del complejo en San Luis, abierto todo el año. Reservas por WhatsApp.',
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Página no encontrada',
  description: 'La dirección no existe en el sitio del complejo de camping y cabañas de San Luis.',
  noindex: true,
};

export function metaFor(pathname: string): PageMeta {
  return (PAGE_META as Readonly<Record<string, PageMeta>>)[pathname] ?? NOT_FOUND_META;
}
