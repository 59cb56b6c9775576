/**
 * The preloader of spec section 2 (logo, spinner, 'Cargando...', 2 s) is painted by index.html itself, so it shows
 * before any script arrives; this hides it 2 s after the page started loading.
 */
import { useEffect } from 'react';
import { LIMITES } from '@camping/contracts/domain';

export function usePreloaderDismissal(): void {
  useEffect(() => {
    const element = document.getElementById('preloader');
    if (!element || element.hidden) return;
    const elapsed = performance.now();
    const timer = window.setTimeout(
      () => {
        element.classList.add('preloader-hidden');
        window.setTimeout(() => element.remove(), 450);
      },
      Math.max(0, LIMITES.preloaderMs - elapsed),
    );
    return () => window.clearTimeout(timer);
  }, []);
}
