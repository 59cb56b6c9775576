/**
 * The full-screen view of one picture (spec section 2): closed by a click, by the × button or by Escape; page
 * scrolling is locked while it is open; focus is trapped inside and returned to the thumbnail afterwards.
 * The arrows (buttons and ← →) move through the gallery.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '@camping/ui/hooks/use-scroll-lock';
import type { ResponsiveImage } from '../../media/media-catalog';
import { useFocusTrap } from '../hooks/use-focus-trap';

export interface GalleryOverlayProps {
  images: ResponsiveImage[];
  index: number;
  onClose: () => void;
  onMove: (index: number) => void;
}

export function GalleryOverlay({ images, index, onClose, onMove }: GalleryOverlayProps) {
  const ref = useRef<HTMLDivElement>(null);
  const image = images[index];
  const count = images.length;
  useScrollLock(true);
  useFocusTrap(ref, true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') onMove((index + 1) % count);
      else if (event.key === 'ArrowLeft') onMove((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onClose, onMove]);

  const move = (to: number) => (event: MouseEvent) => {
    event.stopPropagation();
    onMove((to + count) % count);
  };

  return createPortal(
    <div
      ref={ref}
      className="pub-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`Imagen ${index + 1} de ${count}: ${image.alt}`}
      data-testid="gallery-overlay"
      onClick={onClose}
    >
      <button type="button" className="pub-lightbox-close" aria-label="Cerrar" onClick={onClose}>
        ×
      </button>
      {count > 1 ? (
        <>
          <button type="button" className="pub-lightbox-nav pub-lightbox-prev" aria-label="Imagen anterior" onClick={move(index - 1)}>
            ‹
          </button>
          <button type="button" className="pub-lightbox-nav pub-lightbox-next" aria-label="Imagen siguiente" onClick={move(index + 1)}>
            ›
          </button>
        </>
      ) : null}
      <figure className="pub-lightbox-figure">
        <picture>
          <source type="image/avif" srcSet={image.avif} sizes="100vw" />
          <source type="image/webp" srcSet={image.webp} sizes="100vw" />
          <img src={image.large} alt={image.alt} width={image.width} height={image.height} />
        </picture>
        <figcaption>
          {image.alt} <span className="pub-lightbox-count">({index + 1}/{count})</span>
        </figcaption>
      </figure>
    </div>,
    document.body,
  );
}
