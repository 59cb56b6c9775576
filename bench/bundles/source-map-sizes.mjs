/**
 * Which modules a built script is made of, from its source map: every byte of the minified file is attributed to
 * the source its mapping segment points at (what source-map-explorer does), so the sizes are those of the shipped,
 * minified code, not of the sources before the bundler. Deterministic for a given build.
 */
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The segments of one generated line: [column, source index or -1], in mapping order. */
function* decodeLines(mappings) {
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    yield segments;
  }
}

/**
 * Bytes of `code` per source of its map (UTF-16 columns, close enough to bytes for minified JavaScript). Bytes no
 * segment maps (the bundler's glue) are counted under '(sin fuente)'.
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const sizes = new Map();
  const add = (name, n) => n > 0 && sizes.set(name, (sizes.get(name) ?? 0) + n);
  let index = 0;
  for (const segments of decodeLines(map.mappings)) {
    const line = lines[index++] ?? '';
    if (!segments.length) {
      add('(sin fuente)', line.length);
      continue;
    }
    add('(sin fuente)', segments[0][0]);
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      add(source >= 0 ? map.sources[source] : '(sin fuente)', end - column);
    });
  }
  for (; index < lines.length; index++) add('(sin fuente)', lines[index].length);
  return sizes;
}

/**
 * The group a source belongs to: an npm package, a workspace library, the build's own code or the bundler's runtime.
 * 'webpack://mf_public/../node_modules/react-dom/cjs/x.js' -> 'react-dom'; '../libs/contracts/src/x.ts' ->
 * '@camping/contracts'; './src/app/app.tsx' -> 'src/app'; './content/media.json?pagina=camping' -> 'content/media.json'.
 */
export function groupOf(source) {
  const path = decodeURIComponent(source).replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const parts = path.slice(inPackage + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  // mf-public's media tables (scripts/media-table-loader.mjs), made from the content manifest.
  if (/(?:^|\/)content\/media\.json/.test(path)) return 'content/media.json';
  const library = /(?:^|\/)libs\/([^/]+)\//.exec(path);
  if (library) return `@camping/${library[1]}`;
  const own = /(?:^|\/)src\/(?:(features|app|lib)\/([^/]+)|([^/]+))/.exec(path);
  if (own) return own[1] ? `src/${own[1]}/${own[1] === 'features' ? own[2] : ''}`.replace(/\/$/, '') : 'src';
  // webpack/runtime/*, and the federation plugin's generated code (its map names it by its text).
  return '(runtime del bundler)';
}

/** Bytes per group of a built file, or null when it has no source map next to it. */
export function groupsOfFile(file) {
  if (!existsSync(`${file}.map`)) return null;
  const sizes = bytesBySource(readFileSync(file, 'utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const groups = new Map();
  for (const [source, n] of sizes) {
    const group = source === '(sin fuente)' ? '(runtime del bundler)' : groupOf(source);
    groups.set(group, (groups.get(group) ?? 0) + n);
  }
  return groups;
}
