/** `/about`: the story of the complex and everything it offers. */
import { coverImage } from '../media/media-catalog';
import { SiteLink } from '../../lib/navigation';
import { AboutSection } from './components/about-section';
import { PageBanner } from './components/page-banner';
import { ServicesSection } from './components/services-section';

export default function AboutPage() {
  return (
    <>
      <PageBanner title="Sobre Nosotros" lead="Un complejo familiar al pie de las sierras de San Luis" cover={coverImage('inicio')} />
      <AboutSection withLink={false} title="Quiénes somos" />
      <ServicesSection />
      <section className="pub-section" aria-labelledby="about-lodging-title">
        <div className="pub-container">
          <h2 id="about-lodging-title">Elegí cómo alojarte</h2>
          <ul className="pub-lodging-links">
            <li>
              <SiteLink to="/camping">Camping</SiteLink>
            </li>
            <li>
              <SiteLink to="/cabanas">Cabañas</SiteLink>
            </li>
            <li>
              <SiteLink to="/dormis">Dormis</SiteLink>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
