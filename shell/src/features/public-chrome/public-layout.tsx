/** The chrome of every public page around the mf-public remote. */
import { RemoteView } from '../remotes/remote-view';
import './public-chrome.css';
import { FloatingWhatsApp } from './floating-whatsapp';
import { usePreloaderDismissal } from './preloader';
import { PublicFooter } from './public-footer';
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
      <main id="contenido" className="public-main" tabIndex={-1}>
        <RemoteView workspace="mf-public" />
      </main>
      <PublicFooter />
      <FloatingWhatsApp />
      <ScrollToTop />
    </>
  );
}
