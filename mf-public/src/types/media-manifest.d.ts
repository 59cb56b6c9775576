/** The content manifest as the tables scripts/media-table-loader.mjs makes of it (media-catalog.ts). */
type CoverTableModule = import('../features/media/media-catalog').CoverTable;
type PageMediaModule = import('../features/media/media-catalog').PageMedia;

declare module '*/content/media.json?portadas' { const table: CoverTableModule; export default table; }
declare module '*/content/media.json?pagina=camping' { const media: PageMediaModule; export default media; }
declare module '*/content/media.json?pagina=cabanas' { const media: PageMediaModule; export default media; }
declare module '*/content/media.json?pagina=dormis' { const media: PageMediaModule; export default media; }
