/**
 * A lodging type's photo gallery (spec section 2): placeholders for 400 ms, and until its pictures' table has
 * arrived (`images` null: the page asks for it when the gallery nears the screen), then the grid; a click opens the
 * full-screen view; 'Próximamente imágenes...' when there is nothing to show. Thumbnails load lazily.
 *
 * The full-screen view (focus trap, scroll lock, portal) is downloaded once the grid is on screen, not with the
 * page: the page's first paint does not wait for it, and it is there before anyone can click.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import type { ResponsiveImage } from '../../media/media-catalog';
import { ResponsivePicture } from '../../media/components/responsive-picture';
import type { GalleryOverlayProps } from './gallery-overlay';

let Overlay: ComponentType<GalleryOverlayProps> | null = null;

function loadOverlay(): Promise<ComponentType<GalleryOverlayProps>> {
  return import('./gallery-overlay').then((module) => (Overlay = module.GalleryOverlay));
}

export const GALLERY_EMPTY_TEXT = 'Próximamente imágenes...';
const THUMB_SIZES = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 280px';

interface GalleryProps {
  /** null until the pictures' table has arrived. */
  images: ResponsiveImage[] | null;
  /** Placeholders to draw meanwhile: how many pictures the gallery lists. */
  count: number;
  title: string;
}

export function Gallery({ images, count, title }: GalleryProps) {
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<number | null>(null);
  /** Bumped when the full-screen view arrives after a click that came first. */
  const [, setOverlayArrived] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), LIMITES.gallerySkeletonMs);
    return () => window.clearTimeout(timer);
  }, []);

  const showsGrid = !loading && images !== null && images.length > 0;
  useEffect(() => {
    // A failed download is tried again on the first click.
    if (showsGrid && !Overlay) loadOverlay().catch(() => undefined);
  }, [showsGrid]);

  const openAt = (i: number) => {
    setOpen(i);
    if (!Overlay) {
      loadOverlay()
        .then(() => setOverlayArrived((n) => n + 1))
        .catch((error) => {
          console.error('No se pudo cargar la vista ampliada', error);
          setOpen(null);
        });
    }
  };

  const close = useCallback(() => setOpen(null), []);

  if (loading || images === null) {
    return (
      // A status: a name on a plain div is not allowed (axe: aria-prohibited-attr), and the placeholders stay on a
      // page drawn in its HTML until the app takes it over (docs/public-site.md, «Prerendered pages»).
      <div className="pub-gallery" role="status" aria-busy="true" aria-label={`${title}: cargando imágenes`} data-testid="gallery-loading">
        {Array.from({ length: Math.max(images?.length ?? count, 1) }, (_, i) => (
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
            <button type="button" className="pub-gallery-item" onClick={() => openAt(i)} aria-label={`Ampliar: ${image.alt}`}>
              <ResponsivePicture image={image} sizes={THUMB_SIZES} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && Overlay ? <Overlay images={images} index={open} onClose={close} onMove={setOpen} /> : null}
    </>
  );
}
