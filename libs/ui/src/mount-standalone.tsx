/**
 * Mounts a remote's app on its own dev server with the same props the shell gives it, so a team works on one
 * remote without the shell running. Sign in through the shell or the API once: the session cookie is per host.
 */
import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getMe } from '@camping/contracts/api/auth';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { AppToaster } from './toast';

function StandaloneHost({ App }: { App: ComponentType<RemoteAppProps> }) {
  const [location, setLocation] = useState({ pathname: window.location.pathname, hash: window.location.hash });
  const [user, setUser] = useState<SessionUser | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    const onPop = () => setLocation({ pathname: window.location.pathname, hash: window.location.hash });
    window.addEventListener('popstate', onPop);
    getMe()
      .then((me) => setUser(me.usuario))
      .catch(() => setUser(null));
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setLocation({ pathname: window.location.pathname, hash: window.location.hash });
  };

  return (
    <>
      {banner ? (
        <div role="alert" style={{ background: 'var(--c-danger-light)', color: 'var(--c-danger)', padding: '0.5rem 1rem' }}>
          {banner}
        </div>
      ) : null}
      <App pathname={location.pathname} hash={location.hash} navigate={navigate} user={user} reportError={setBanner} />
      <AppToaster />
    </>
  );
}

export function mountStandalone(App: ComponentType<RemoteAppProps>, elementId = 'root'): void {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`No element #${elementId}`);
  createRoot(element).render(
    <StrictMode>
      <StandaloneHost App={App} />
    </StrictMode>,
  );
}
