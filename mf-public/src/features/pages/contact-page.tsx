/** `/contact`: contact data from configuration, hours, and the embedded map. */
import { useSitio } from '@camping/ui/hooks/use-sitio';
import { ContactDetails } from '../site/components/contact-details';
import { PageBanner } from './components/page-banner';

export default function ContactPage() {
  const { data: sitio } = useSitio();
  return (
    <>
      <PageBanner title="Contacto" lead="Escribinos, llamanos o vení a conocernos" />
      <section className="pub-section" aria-labelledby="contact-page-title">
        <div className="pub-container pub-contact-page">
          <div>
            <h2 id="contact-page-title">Cómo comunicarte</h2>
            <ContactDetails />
          </div>
          <div className="pub-map">
            <h2>Cómo llegar</h2>
            {sitio ? (
              <iframe
                title={`Mapa: ubicación del complejo en ${sitio.direccion}`}
                src={sitio.mapa_url}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
                data-testid="map-frame"
              />
            ) : (
              <div className="pub-map-placeholder" aria-hidden="true" />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
