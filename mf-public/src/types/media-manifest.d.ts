/** The content manifest as the tables scripts/media-table-loader.mjs makes of it (media-catalog.ts). */
declare module '*/content/media.json?portadas' {
  const table: import('../features/media/media-catalog').CoverTable;
  export default table;
}
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
