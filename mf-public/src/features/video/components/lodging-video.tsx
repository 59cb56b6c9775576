/**
 * The video of a lodging page. Nothing is downloaded until the visitor presses play (preload none, with a poster);
 * WebM first, MP4 for Safari; browsers without video support read the spec's sentence.
 */
import type { LodgingVideo as Video } from '../../media/media-catalog';

export const VIDEO_FALLBACK_TEXT = 'Tu navegador no soporta el elemento de video.';

export function LodgingVideo({ video }: { video: Video }) {
  return (
    <figure className="pub-video">
      <video controls preload="none" playsInline poster={video.poster} width={640} height={360} aria-label={video.titulo}>
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        {VIDEO_FALLBACK_TEXT}
      </video>
      <figcaption>{video.titulo}</figcaption>
    </figure>
  );
}
