/**
 * The shell's part in a component test: the address lives in the browser's history (jsdom's), `navigate` pushes or
 * replaces an entry, and Back (a popstate) is seen, as the shell's router sees it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';

export interface TestLocation {
  pathname: string;
  navigate: RemoteAppProps['navigate'];
}

export function WithLocation({ initial, children }: { initial: string; children: (location: TestLocation) => ReactElement }) {
  const [pathname, setPathname] = useState(() => {
    window.history.replaceState(null, '', initial);
    return window.location.pathname;
  });
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate: TestLocation['navigate'] = (to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setPathname(window.location.pathname);
  };
  return children({ pathname, navigate });
}
