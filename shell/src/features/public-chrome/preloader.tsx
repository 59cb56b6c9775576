/**
 * The preloader of spec section 2 (logo, spinner, 'Cargando...', 2 s on every load) is painted and removed by
 * index.html itself, so it works before and without any script bundle. This only removes it at once when the
 * visitor navigates inside the site before the 2 s are up (it belongs to the first load, not to the page).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function usePreloaderDismissal(): void {
  const location = useLocation();
  const first = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === first.current) return;
    document.getElementById('preloader')?.remove();
  }, [location.pathname]);
}
