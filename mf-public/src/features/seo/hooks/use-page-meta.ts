/**
 * Per-route SEO: document title, description, Open Graph and Twitter tags, canonical URL, robots, and the
 * business's JSON-LD. The shell's index.html carries the defaults; this keeps them right on every route.
 */
import { useEffect } from 'react';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { businessJsonLd } from '../business-json-ld';
import type { PageMeta } from '../page-meta';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.appendChild(element);
  }
  element.href = href;
}

export const JSON_LD_ID = 'datos-estructurados-complejo';

export function usePageMeta(pathname: string, meta: PageMeta, sitio: Sitio | undefined, imageUrl: string | null): void {
  const siteName = sitio?.nombre ?? 'Camping y Cabañas';
  useEffect(() => {
    const origin = window.location.origin;
    const url = `${origin}${pathname}`;
    const image = imageUrl ? new URL(imageUrl, window.location.href).href : null;
    document.title = `${meta.title} | ${siteName}`;
    setMeta('name', 'description', meta.description);
    setMeta('name', 'robots', meta.noindex ? 'noindex' : 'index, follow');
    setMeta('property', 'og:title', meta.title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:locale', 'es_AR');
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', meta.title);
    setMeta('name', 'twitter:description', meta.description);
    if (image) {
      setMeta('property', 'og:image', image);
      setMeta('name', 'twitter:image', image);
    }
    if (!meta.noindex) setLink('canonical', url);
  }, [pathname, meta, siteName, imageUrl]);

  useEffect(() => {
    if (!sitio) return;
    const origin = window.location.origin;
    const image = imageUrl ? new URL(imageUrl, window.location.href).href : null;
    let script = document.getElementById(JSON_LD_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = JSON_LD_ID;
      document.head.appendChild(script);
    }
    script.textContent = JSON.stringify(businessJsonLd(sitio, origin, image, PAGE_DESCRIPTION_HOME));
  }, [sitio, imageUrl]);
}

const PAGE_DESCRIPTION_HOME =
  'Complejo de camping, cabañas y dormis con tres piletas al pie de las sierras de San Luis, Argentina. Abierto todo el año.';
