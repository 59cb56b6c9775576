/** The home hero: 'Tu escape perfecto a la naturaleza' and 'Reservar Ahora' (WhatsApp, new tab), over the cover. */
import { coverImage } from '../../media/media-catalog';
import { ResponsivePicture } from '../../media/components/responsive-picture';
import { FACTS } from '../../site/business-facts';
import { WhatsappLink } from '../../site/components/whatsapp-link';

export const HERO_TITLE = 'Tu escape perfecto a la naturaleza';

export function HomeHero() {
  const cover = coverImage('inicio');
  return (
    <section className="pub-hero" id="inicio" aria-labelledby="hero-title">
      {cover ? <ResponsivePicture image={cover} sizes="100vw" className="pub-hero-img" priority /> : null}
      <div className="pub-hero-content">
        <p className="pub-hero-kicker">Camping · Cabañas · Dormis · San Luis</p>
        <h1 id="hero-title">{HERO_TITLE}</h1>
        <p className="pub-hero-lead">
          {FACTS.parcelas} parcelas de camping, cabañas y dormis con tres piletas al pie de las sierras. {FACTS.abiertoTodoElAnio}.
        </p>
        <div className="pub-hero-actions">
          <WhatsappLink className="btn btn-accent pub-hero-cta">Reservar Ahora</WhatsappLink>
          <a className="btn pub-btn-outline" href="#cotizar">
            Ver disponibilidad
          </a>
        </div>
      </div>
    </section>
  );
}
