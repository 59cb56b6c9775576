import { SiteLink } from '../../lib/navigation';
import { PageBanner } from './components/page-banner';

export function NotFoundPage() {
  return (
    <>
      <PageBanner title="Página no encontrada" />
      <section className="pub-section">
        <div className="pub-container">
          <p>
            La dirección no existe. <SiteLink to="/">Volver al inicio</SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}
