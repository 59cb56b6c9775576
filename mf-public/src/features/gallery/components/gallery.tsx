/**
 * A lodging type's photo gallery (spec section 2): placeholders for 400 ms, then the grid; a click opens the
 * full-screen view; 'Próximamente imágenes...' when there is nothing to show. Thumbnails load lazily.
 */
import { useCallback, useEffect, useState } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import type { ResponsiveImage } from '../../media/media-catalog';
import { ResponsivePicture } from '../../media/components/responsive-picture';
import { GalleryOverlay } from './gallery-overlay';

export const GALLERY_EMPTY_TEXT = 'Próximamente imágenes...';
const THUMB_SIZES = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 280px';

export function Gallery({ images, title }: { images: ResponsiveImage[]; title: string }) {
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), LIMITES.gallerySkeletonMs);
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => setOpen(null), []);

  if (loading) {
    return (
      <div className="pub-gallery" aria-busy="true" aria-label={`${title}: cargando imágenes`} data-testid="gallery-loading">
        {Array.from({ length: Math.max(images.length, 1) }, (_, i) => (
          <div key={i} className="pub-gallery-skeleton" />
        ))}
      </div>
    );
  }
  if (images.length === 0) return <p className="pub-gallery-empty">{GALLERY_EMPTY_TEXT}</p>;
  return (
    <>
      <ul className="pub-gallery" aria-label={title} data-testid="gallery">
        {images.map((image, i) => (
          <li key={image.id}>
            <button type="button" className="pub-gallery-item" onClick={() => setOpen(i)} aria-label={`Ampliar: ${image.alt}`}>
              <ResponsivePicture image={image} sizes={THUMB_SIZES} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <GalleryOverlay images={images} index={open} onClose={close} onMove={setOpen} /> : null}
    </>
  );
}
