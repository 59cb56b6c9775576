/**
 * The admin bar's real height as `--admin-nav-h` on the admin shell, on a desktop (900 px and more), where the bar is
 * two or three rows depending on the width and on how many entries the user's role has: what sticks under it
 * (Reserva Rápida's summary) keeps clear of it. shell.css keeps a first value for the first paint; on a phone the
 * bar's height is fixed by the stylesheet itself (the variable sets it), so nothing is measured there.
 */
import { useLayoutEffect, type RefObject } from 'react';

export const DESKTOP_BAR_QUERY = '(min-width: 900px)';

export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    const shell = element?.closest<HTMLElement>('.admin-shell');
    if (!element || !shell || typeof ResizeObserver === 'undefined') return;
    const desktop = window.matchMedia(DESKTOP_BAR_QUERY);
    const apply = () => {
      if (desktop.matches) shell.style.setProperty('--admin-nav-h', `${Math.ceil(element.getBoundingClientRect().height)}px`);
      else shell.style.removeProperty('--admin-nav-h');
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    desktop.addEventListener('change', apply);
    apply();
    return () => {
      observer.disconnect();
      desktop.removeEventListener('change', apply);
      shell.style.removeProperty('--admin-nav-h');
    };
  }, [bar]);
}
