/** The home's contact block: configured contact data, hours and a link to the map page. */
import { SiteLink } from '../../../lib/navigation';
import { ContactDetails } from '../../site/components/contact-details';

export function ContactSection() {
  return (
    <section className="pub-section" id="contact" aria-labelledby="contact-title" tabIndex={-1}>
      <div className="pub-container">
        <p className="pub-eyebrow">Estamos para ayudarte</p>
        <h2 id="contact-title">Contacto</h2>
        <ContactDetails />
        <p>
          <SiteLink className="pub-more" to="/contact">
            Ver el mapa y cómo llegar
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
