/** Welcome and about text, with the complex's key figures (spec section 1). */
import { SiteLink } from '../../../lib/navigation';
import { Reveal } from '../../motion/components/reveal';
import { FACTS } from '../../site/business-facts';

export function AboutSection({ withLink = true, title = 'Sobre Nosotros' }: { withLink?: boolean; title?: string }) {
  return (
    <section className="pub-section" id="about" aria-labelledby="about-title" tabIndex={-1}>
      <div className="pub-container pub-about">
        <Reveal className="pub-about-text">
          <p className="pub-eyebrow">Bienvenidos</p>
          <h2 id="about-title">{title}</h2>
          <p>
            Somos un complejo familiar de camping y cabañas en la provincia de San Luis, rodeado de sierras, árboles y
            aire puro. Vení a desconectarte: acá los días se pasan entre la pileta, las caminatas y los fogones bajo las
            estrellas.
          </p>
          <p>
            Tenemos {FACTS.parcelas} parcelas de camping con sombra, cabañas para {FACTS.cabanasPersonas} personas y dormis
            con una cama matrimonial y una cucheta. {FACTS.todoIncluido}: no hay cargos extra por usar las piletas ni el
            gimnasio al aire libre. Estamos abiertos todo el año.
          </p>
          {withLink ? (
            <SiteLink className="pub-more" to="/about">
              Conocé más sobre el complejo
            </SiteLink>
          ) : null}
        </Reveal>
        <Reveal as="ul" className="pub-figures" delayMs={150}>
          <li>
            <strong>{FACTS.parcelas}</strong> parcelas de camping
          </li>
          <li>
            <strong>3</strong> piletas
          </li>
          <li>
            <strong>{FACTS.cabanasPersonas}</strong> personas por cabaña
          </li>
          <li>
            <strong>{FACTS.maquinasGimnasio}</strong> máquinas de gimnasio al aire libre
          </li>
        </Reveal>
      </div>
    </section>
  );
}
