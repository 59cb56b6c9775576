/** `media.json?portadas`: the content manifest as a separate module, of which the covers are read (media-catalog.ts). */
declare module '*/content/media.json?portadas' {
  const manifest: typeof import('../../content/media.json');
  export default manifest;
}
