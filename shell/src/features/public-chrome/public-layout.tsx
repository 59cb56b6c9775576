/** The chrome of every public page around the mf-public remote. */
import { RemoteView } from '../remotes/remote-view';
import { FloatingWhatsApp } from './floating-whatsapp';
import { usePreloaderDismissal } from './preloader';
import { PublicNavbar } from './public-navbar';
import { ScrollToTop } from './scroll-to-top';

export function PublicLayout() {
  usePreloaderDismissal();
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <PublicNavbar />
      <main id="contenido" className="public-main">
        <RemoteView workspace="mf-public" />
      </main>
      <FloatingWhatsApp />
      <ScrollToTop />
    </>
  );
}
