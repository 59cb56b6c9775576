/**
 * The shared modules of @camping/contracts and @camping/ui that a public page takes from the shell, built into one
 * chunk instead of one each: `/` asks for 10 scripts instead of 21, and ~2 KB gzip of chunk wrappers go
 * (docs/performance.md, «Sixth round»). Each stays a shared module of its own, with its own version in the share
 * tables; only its file is shared. An admin remote that takes one of them from the shell gets the whole chunk
 * (~5 KB gzip), most of which (dates, format, domain) it uses anyway. The staff's messages (messages.ts) are not
 * here: the public pages read messages-publico.ts only (issue 34).
 *
 * Paths under libs/, without extension; `bench/bundles` shows what a public page loads.
 */
export const PUBLIC_PAGE_SHARED = [
  'contracts/src/messages-publico',
  'contracts/src/dates',
  'contracts/src/domain',
  'contracts/src/format',
  'contracts/src/business-hours',
  'contracts/src/public-pages',
  'contracts/src/sitio-embebido',
  'contracts/src/field-messages',
  'contracts/src/whatsapp',
  'ui/src/spinner',
  'ui/src/hooks/draft-storage',
  'ui/src/hooks/use-sitio',
] as const;

export const PUBLIC_SHARED_CHUNK = 'compartidos-publicos';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a module's file is one of PUBLIC_PAGE_SHARED (either path separator, .ts or .tsx). */
export const publicSharedModule = new RegExp(
  `[\\\\/]libs[\\\\/](${PUBLIC_PAGE_SHARED.map((file) => file.split('/').map(escape).join('[\\\\/]')).join('|')})\\.tsx?$`,
);

/** The host's splitChunks: the modules above in one async chunk; everything else as the bundler splits it. */
export const publicSharedSplitChunks = {
  cacheGroups: {
    [PUBLIC_SHARED_CHUNK]: { test: publicSharedModule, name: PUBLIC_SHARED_CHUNK, chunks: 'async' as const, enforce: true },
  },
};
