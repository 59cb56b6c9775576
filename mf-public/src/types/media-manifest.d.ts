/** `media.json?portadas`: the content manifest as a separate module, of which the covers are read (media-catalog.ts). */
declare module '*/content/media.json?portadas' {
  const manifest: typeof import('../../content/media.json');
  export default manifest;
}

/** `media.json?pagina=<slug>`: a lodging page's media table, made by scripts/page-media-loader.mjs. */
declare module '*/content/media.json?pagina=camping' {
  const media: import('../features/media/media-catalog').PageMedia;
  export default media;
}
declare module '*/content/media.json?pagina=cabanas' {
  const media: import('../features/media/media-catalog').PageMedia;
  export default media;
}
declare module '*/content/media.json?pagina=dormis' {
  const media: import('../features/media/media-catalog').PageMedia;
  export default media;
}
