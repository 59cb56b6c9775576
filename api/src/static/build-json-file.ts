/**
 * A JSON file of a build (page-hints.json, load-graph.json, mf-manifest.json) as the server reads it for every page:
 * parsed again only when the file changes (a rebuild), so a page costs one stat per file.
 */
import { readFileSync, statSync } from 'node:fs';

export interface BuildJsonFile<T> {
  /** The parsed file; null when it is missing or not JSON. */
  read(): T | null;
  /** The file's modification time, 0 when missing: part of the page's cache key. */
  version(): number;
}

export function buildJsonFile<T>(file: string): BuildJsonFile<T> {
  let cache: { mtimeMs: number; data: T | null } | null = null;
  const parse = (): T | null => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      return null;
    }
  };
  const version = (): number => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  return {
    read() {
      const mtimeMs = version();
      if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, data: mtimeMs ? parse() : null };
      return cache.data;
    },
    version,
  };
}
