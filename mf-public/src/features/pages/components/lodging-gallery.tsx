/**
 * A lodging page's gallery section. Its pictures' table (3.6 KB gzip for the camping's 40) is asked when the section
 * nears the screen, not with the page: the gallery is below the fold, and until then (and on the page drawn on the
 * server) it shows as many placeholders as the gallery lists (issue 34, docs/performance.md).
 */
import { useEffect, useRef, useState } from 'react';
import { galleryImages } from '../../media/gallery-catalog';
import { loadGalleryTable } from '../../media/lodging-media';
import { galleryCountOf } from '../../media/lodging-table';
import type { GalleryName, ResponsiveImage } from '../../media/media-catalog';
import { Gallery } from '../../gallery/components/gallery';
import { useNearViewport } from '../../quote/hooks/use-near-viewport';

/** Ask a little before the section shows: the table and the first thumbnails arrive as it scrolls in. */
const NEAR_MARGIN = '400px';

export const GALLERY_ERROR_TEXT = 'No se pudieron cargar las fotos de la galería.';

export function LodgingGallery({ slug, title }: { slug: GalleryName; title: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [near] = useNearViewport(sectionRef, NEAR_MARGIN);
  const [images, setImages] = useState<ResponsiveImage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near) return;
    let current = true;
    loadGalleryTable(slug)
      .then((table) => current && setImages(galleryImages(table)))
      .catch((error) => {
        console.error('No se pudo cargar la galería', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [near, slug, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  const count = images?.length ?? galleryCountOf(slug);
  return (
    <section className="pub-section" aria-labelledby={`${slug}-gallery-title`} ref={sectionRef}>
      <div className="pub-container">
        <h2 id={`${slug}-gallery-title`}>Galería</h2>
        <p className="pub-gallery-count">{count === 1 ? '1 foto' : `${count} fotos`}</p>
        {failed ? (
          <p className="pub-gallery-empty" role="alert">
            {GALLERY_ERROR_TEXT}{' '}
            <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
              Reintentar
            </button>
          </p>
        ) : (
          <Gallery images={images} count={count} title={title} />
        )}
      </div>
    </section>
  );
}
