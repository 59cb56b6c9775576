/** The public site: the shell owns the URL and passes it in; this picks the page, its SEO data and its scroll. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { Spinner } from '@camping/ui/spinner';
import { NavigationProvider } from '../lib/navigation';
import portadas from '../features/media/assets-portadas';
import { coverImage, type CoverName } from '../features/media/media-catalog';
import { HomePage } from '../features/pages/home-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { usePageMeta } from '../features/seo/hooks/use-page-meta';
import { metaFor } from '../features/seo/page-meta';
import { useSitio } from '../features/site/api/use-sitio';
import { useScrollToHash } from './use-scroll-to-hash';
import './public.css';

const AboutPage = lazy(() => import('../features/pages/about-page'));
const ContactPage = lazy(() => import('../features/pages/contact-page'));
const LodgingPage = lazy(() => import('../features/pages/lodging-page'));

const COVER_OF: Record<string, CoverName> = { '/camping': 'camping', '/cabanas': 'cabanas', '/dormis': 'dormis' };

function pageFor(pathname: string): ReactNode {
  switch (pathname) {
    case '/':
      return <HomePage />;
    case '/about':
      return <AboutPage />;
    case '/camping':
      return <LodgingPage slug="camping" />;
    case '/cabanas':
      return <LodgingPage slug="cabanas" />;
    case '/dormis':
      return <LodgingPage slug="dormis" />;
    case '/contact':
      return <ContactPage />;
    default:
      return <NotFoundPage />;
  }
}

function PublicSite({ pathname, hash }: { pathname: string; hash: string }) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { data: sitio } = useSitio();
  const cover = coverImage(portadas, COVER_OF[path] ?? 'inicio');
  usePageMeta(path, metaFor(path), sitio, cover?.large ?? null);
  useScrollToHash(path, hash);
  return (
    <div className="pub-site" data-remote="mf-public" data-path={path}>
      <Suspense fallback={<div className="pub-page-loading"><Spinner /></div>}>{pageFor(path)}</Suspense>
    </div>
  );
}

export function App({ pathname, hash, navigate }: RemoteAppProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <NavigationProvider value={navigate}>
        <PublicSite pathname={pathname} hash={hash} />
      </NavigationProvider>
    </QueryClientProvider>
  );
}
