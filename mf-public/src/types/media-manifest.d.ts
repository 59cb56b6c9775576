/** The content manifest as the tables scripts/media-table-loader.mjs makes of it (media-catalog.ts). */
type CoverTableModule = import('../features/media/media-catalog').CoverTable;
type LodgingTableModule = import('../features/media/media-catalog').LodgingTable;
type GalleryTableModule = import('../features/media/media-catalog').GalleryTable;

declare module '*/content/media.json?portadas' { const table: CoverTableModule; export default table; }
declare module '*/content/media.json?alojamientos' { const table: LodgingTableModule; export default table; }
declare module '*/content/media.json?pagina=camping' { const media: GalleryTableModule; export default media; }
declare module '*/content/media.json?pagina=cabanas' { const media: GalleryTableModule; export default media; }
declare module '*/content/media.json?pagina=dormis' { const media: GalleryTableModule; export default media; }
