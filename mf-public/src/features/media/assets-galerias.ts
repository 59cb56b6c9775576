/** Galleries and videos, loaded only with a lodging page. Files come from content/media (npm run media). */
export const camping = require.context('../../../content/media/camping', false, /\.(avif|webp)$/);
export const cabanas = require.context('../../../content/media/cabanas', false, /\.(avif|webp)$/);
export const dormis = require.context('../../../content/media/dormis', false, /\.(avif|webp)$/);
export const videos = require.context('../../../content/media/videos', false, /\.(webm|mp4|webp)$/);
