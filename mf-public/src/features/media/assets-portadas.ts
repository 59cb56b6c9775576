/** The covers (16:9): small enough to ship with the first chunk. Files come from content/media (npm run media). */
export default require.context('../../../content/media/portadas', false, /\.(avif|webp)$/);
