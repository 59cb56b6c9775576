/** rspack's `require.context`: every file of a folder as a module (media files become their hashed URLs). */
interface AssetContext {
  keys(): string[];
  (id: string): string | { default: string };
}
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): AssetContext;
  }
}
