/** The public site: the shell owns the URL and passes it in; this picks the page, its SEO data and its scroll. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@camping/contracts/api/query-client';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { Spinner } from '@camping/ui/spinner';
import { NavigationProvider } from '../lib/navigation';
import portadas from '../features/media/assets-portadas';
import { coverImage } from '../features/media/media-catalog';
import { COVER_SIZES, PAGE_COVERS } from '../features/media/page-covers';
import { preloadPicture } from '../features/media/preload-picture';
import { HomePage } from '../features/pages/home-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { usePageMeta } from '../features/seo/hooks/use-page-meta';
import { metaFor } from '../features/seo/page-meta';
import { useSitio } from '../features/site/api/use-sitio';
import { useScrollToHash } from './use-scroll-to-hash';
import './public.css';

// Named chunks: the build announces the first page's chunk in its HTML (PAGE_CHUNKS in page-covers.ts).
const loadAboutPage = () => import(/* webpackChunkName: "pagina-sobre-nosotros" */ '../features/pages/about-page');
const loadContactPage = () => import(/* webpackChunkName: "pagina-contacto" */ '../features/pages/contact-page');
const loadLodgingPage = () => import(/* webpackChunkName: "pagina-alojamiento" */ '../features/pages/lodging-page');
const AboutPage = lazy(loadAboutPage);
const ContactPage = lazy(loadContactPage);
const LodgingPage = lazy(loadLodgingPage);

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * On the visitor's first page, its code and its cover picture start downloading as soon as this module runs, not
 * after the first render has asked for them (they are the largest paint of the page).
 */
function prepareFirstPage(pathname: string): void {
  const path = normalizePath(pathname);
  const loaders: Record<string, () => Promise<unknown>> = {
    '/about': loadAboutPage,
    '/contact': loadContactPage,
    '/camping': loadLodgingPage,
    '/cabanas': loadLodgingPage,
    '/dormis': loadLodgingPage,
  };
  loaders[path]?.().catch(() => undefined);
  const cover = PAGE_COVERS[path];
  const image = cover ? coverImage(portadas, cover) : null;
  if (image) preloadPicture(image, COVER_SIZES);
}

if (typeof window !== 'undefined') prepareFirstPage(window.location.pathname);

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
  const path = normalizePath(pathname);
  const { data: sitio } = useSitio();
  const cover = coverImage(portadas, PAGE_COVERS[path] ?? 'inicio');
  usePageMeta(path, metaFor(path), sitio, cover?.large ?? null);
  useScrollToHash(path, hash);
  return (
    <div className="pub-site" data-remote="mf-public" data-path={path}>
      <Suspense fallback={<div className="pub-page-loading"><Spinner /></div>}>{pageFor(path)}</Suspense>
    </div>
  );
}

export function App({ pathname, hash, navigate }: RemoteAppProps) {
  const [client] = useState(() => createQueryClient(QueryClient));
  return (
    <QueryClientProvider client={client}>
      <NavigationProvider value={navigate}>
        <PublicSite pathname={pathname} hash={hash} />
      </NavigationProvider>
    </QueryClientProvider>
  );
}
