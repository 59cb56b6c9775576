/**
 * `/camping`, `/cabanas`, `/dormis`: one page per lodging type with its facts, video, the availability check and
 * the photo gallery (camping 40 images, cabins 7, dormis 5, from the content manifest). The video comes with the
 * page's code; the gallery's pictures when it nears the screen (components/lodging-gallery.tsx).
 */
import { TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS } from '@camping/contracts/domain';
import { videoOf } from '../media/lodging-table';
import { coverImage, type GalleryName } from '../media/media-catalog';
import { Reveal } from '../motion/components/reveal';
import { QuoteForm } from '../quote/components/quote-form';
import type { TipoPublico } from '../quote/quote-request';
import { FACTS } from '../site/business-facts';
import { Icon, type IconName } from '../site/components/icons';
import { WhatsappLink } from '../site/components/whatsapp-link';
import { LodgingVideo } from '../video/components/lodging-video';
import { LodgingGallery } from './components/lodging-gallery';
import { PageBanner } from './components/page-banner';

interface Lodging {
  tipo: TipoPublico;
  title: string;
  lead: string;
  intro: string;
  features: Array<{ icon: IconName; text: string }>;
}

export const LODGINGS: Record<GalleryName, Lodging> = {
  camping: {
    tipo: TIPO_CAMPING,
    title: 'Camping',
    lead: `${FACTS.parcelas} parcelas con sombra al pie de las sierras`,
    intro:
      'Armá tu carpa en una de nuestras parcelas con sombra natural, a pasos de las piletas y del gimnasio al aire libre. Ideal para familias y grupos de amigos que buscan naturaleza sin resignar comodidad.',
    features: [
      { icon: 'carpa', text: `${FACTS.parcelas} parcelas de camping` },
      { icon: 'pileta', text: 'Acceso a las tres piletas' },
      { icon: 'gimnasio', text: `${FACTS.maquinasGimnasio} máquinas de gimnasio al aire libre` },
      { icon: 'check', text: FACTS.todoIncluido },
    ],
  },
  cabanas: {
    tipo: TIPO_CABANA,
    title: 'Cabañas',
    lead: `Cabañas para ${FACTS.cabanasPersonas} personas entre los árboles`,
    intro:
      'Nuestras cabañas son para 4-5 personas: el lugar ideal para descansar en familia con todas las comodidades, rodeados de verde y con las sierras de fondo.',
    features: [
      { icon: 'cabana', text: `Para ${FACTS.cabanasPersonas} personas` },
      { icon: 'mascota', text: FACTS.mascotas },
      { icon: 'pileta', text: 'Acceso a las tres piletas' },
      { icon: 'check', text: FACTS.todoIncluido },
    ],
  },
  dormis: {
    tipo: TIPO_DORMIS,
    title: 'Dormis',
    lead: 'Una cama matrimonial y una cucheta: simple y económico',
    intro:
      'Los dormis tienen una cama matrimonial y una cucheta, y no incluyen ropa de cama: traé tus sábanas o bolsa de dormir. La opción más económica para disfrutar del complejo.',
    features: [
      { icon: 'cama', text: 'Una cama matrimonial y una cucheta' },
      { icon: 'cama', text: 'Sin ropa de cama' },
      { icon: 'pileta', text: 'Acceso a las tres piletas' },
      { icon: 'check', text: FACTS.todoIncluido },
    ],
  },
};

export default function LodgingPage({ slug }: { slug: GalleryName }) {
  const lodging = LODGINGS[slug];
  const video = videoOf(slug);
  return (
    <>
      <PageBanner title={lodging.title} lead={lodging.lead} cover={coverImage(slug)} />
      <section className="pub-section" aria-labelledby={`${slug}-info-title`}>
        <div className="pub-container pub-lodging">
          <Reveal className="pub-lodging-info">
            <h2 id={`${slug}-info-title`}>Cómo es</h2>
            <p>{lodging.intro}</p>
            <ul className="pub-feature-list">
              {lodging.features.map((f) => (
                <li key={f.text}>
                  <Icon name={f.icon} /> {f.text}
                </li>
              ))}
            </ul>
            <WhatsappLink className="btn btn-accent">Reservar Ahora</WhatsappLink>
          </Reveal>
          {video ? (
            <div className="pub-lodging-video">
              <h2 className="visually-hidden">Video</h2>
              <LodgingVideo video={video} />
            </div>
          ) : null}
        </div>
      </section>
      <section className="pub-section pub-section-quote" id="cotizar" aria-label="Disponibilidad y precios" tabIndex={-1}>
        <div className="pub-container">
          <QuoteForm tipoInicial={lodging.tipo} />
        </div>
      </section>
      <LodgingGallery slug={slug} title={`Galería de ${lodging.title.toLowerCase()}`} />
    </>
  );
}
