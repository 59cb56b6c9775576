import type { ResponsiveImage } from '../media-catalog';

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the picture is shown. */
  sizes: string;
  className?: string;
  /** Above the fold (the cover): load at once with high priority; everything else is lazy. */
  priority?: boolean;
}

/** AVIF first, WebP for browsers without it; the browser picks the width it needs. */
export function ResponsivePicture({ image, sizes, className, priority = false }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
