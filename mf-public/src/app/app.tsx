/** The public site: the shell owns the URL and passes it in; this picks the page, its SEO data and its scroll. */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  normalizePublicPath,
  publicPageFor,
  type LodgingSlug,
  type PublicPage,
  type PublicPageKind,
} from '@camping/contracts/public-pages';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { Spinner } from '@camping/ui/spinner';
import { NavigationProvider } from '../lib/navigation';
import { coverImage } from '../features/media/media-catalog';
import { COVER_SIZES } from '../features/media/page-covers';
import { preloadPicture } from '../features/media/preload-picture';
import { NotFoundPage } from '../features/pages/not-found-page';
import { usePageMeta } from '../features/seo/hooks/use-page-meta';
import { metaFor } from '../features/seo/page-meta';
import { useSitio } from '@camping/ui/hooks/use-sitio';
import { PageDrawn } from './page-drawn';
import { useScrollToHash } from './use-scroll-to-hash';
import './public.css';

/**
 * The pages loaded on demand, one chunk each, named after the file ("pagina-about-page"): the build reads the same
 * name from pageChunkName() of the pages table to announce the first page's chunk in its HTML.
 */
const loadPage = (kind: PublicPageKind) =>
  import(/* webpackInclude: /(about|contact|home|lodging)-page\.tsx$/ */ /* webpackChunkName: "pagina-[request]" */ `../features/pages/${kind}-page`);
const HomePage = lazy(() => loadPage('home'));
const AboutPage = lazy(() => loadPage('about'));
const ContactPage = lazy(() => loadPage('contact'));
const LodgingPage = lazy(() => loadPage('lodging')) as ComponentType<{ slug: LodgingSlug }>;

/**
 * On the visitor's first page, its code and its cover picture start downloading as soon as this module runs, not
 * after the first render has asked for them (they are the largest paint of the page). A lodging page's gallery table
 * waits for the gallery to near the screen (features/pages/components/lodging-gallery.tsx).
 */
function prepareFirstPage(pathname: string): void {
  const page = publicPageFor(pathname);
  if (!page) return;
  loadPage(page.kind).catch(() => undefined);
  const image = page.cover ? coverImage(page.cover) : null;
  if (image) preloadPicture(image, COVER_SIZES);
}

if (typeof window !== 'undefined') prepareFirstPage(window.location.pathname);

function pageFor(page: PublicPage | undefined): ReactNode {
  switch (page?.kind) {
    case 'home':
      return <HomePage />;
    case 'about':
      return <AboutPage />;
    case 'lodging':
      return <LodgingPage slug={page.slug ?? 'camping'} />;
    case 'contact':
      return <ContactPage />;
    default:
      return <NotFoundPage />;
  }
}

function PublicSite({ pathname, hash }: { pathname: string; hash: string }) {
  const path = normalizePublicPath(pathname);
  const page = publicPageFor(path);
  const { data: sitio } = useSitio();
  const cover = coverImage(page?.cover ?? 'inicio');
  usePageMeta(path, metaFor(path), sitio, cover?.large ?? null);
  useScrollToHash(path, hash);
  return (
    <div className="pub-site" data-remote="mf-public" data-path={path}>
      <Suspense fallback={<div className="pub-page-loading"><Spinner /></div>}>
        {pageFor(page)}
        <PageDrawn path={path} />
      </Suspense>
    </div>
  );
}

export function App({ pathname, hash, navigate }: RemoteAppProps) {
  return (
    <NavigationProvider value={navigate}>
      <PublicSite pathname={pathname} hash={hash} />
    </NavigationProvider>
  );
}
