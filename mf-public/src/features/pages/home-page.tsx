/** `/`: hero, about, servicios, the availability check, and contact (spec section 2). */
import { TIPO_CABANA } from '@camping/contracts/domain';
import { QuoteForm } from '../quote/components/quote-form';
import { AboutSection } from './components/about-section';
import { ContactSection } from './components/contact-section';
import { HomeHero } from './components/home-hero';
import { ServicesSection } from './components/services-section';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutSection />
      <ServicesSection />
      <section className="pub-section pub-section-quote" id="cotizar" aria-label="Disponibilidad y precios" tabIndex={-1}>
        <div className="pub-container">
          <QuoteForm tipoInicial={TIPO_CABANA} />
        </div>
      </section>
      <ContactSection />
    </>
  );
}
