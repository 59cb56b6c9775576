/** The chrome of every public page around the mf-public remote. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteView } from '../remotes/remote-view';
import './public-chrome.css';
import { FloatingWhatsApp } from './floating-whatsapp';
import { usePreloaderDismissal } from './preloader';
import { PublicFooter } from './public-footer';
import { PublicNavbar } from './public-navbar';
import { ScrollToTop } from './scroll-to-top';

/** After moving to another page inside the site, keyboard and screen-reader users start at its content. */
function useFocusContentOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A /#section link focuses its section itself (mf-public).
    if (!hash) document.getElementById('contenido')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export function PublicLayout() {
  usePreloaderDismissal();
  useFocusContentOnNavigation();
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
