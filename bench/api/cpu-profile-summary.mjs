/**
 * Reads a V8 CPU profile (.cpuprofile) and says where the time went, per request: self time by package or file
 * (node's own modules, each npm package, each file of the API's build, the garbage collector) and the inclusive
 * time of the functions that cost most (a function counted once per sample however deep it recurses).
 */
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';

/** Where a frame's code lives: `node:<module>`, an npm package, a file of ours, or the engine. */
export function placeOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(motor) ${functionName || 'anónima'}`;
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:');
  const file = url.replace(/^file:\/\//, '');
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules !== -1) {
    const parts = file.slice(inModules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return path.relative(ROOT, file);
}

/** The layer a place belongs to, to say what each part of the stack costs a request. */
const LAYERS = [
  ['socket writes (syscall; includes time the process waits for the CPU)', (p) => p === '(motor) writev' || p === '(motor) writeBuffer' || p === '(motor) writeUtf8String'],
  ['garbage collector', (p) => p === '(garbage collector)'],
  ['pg driver', (p) => /^(pg|pg-pool|pg-protocol|pg-types|postgres-.*|pgpass|buffer-writer)$/.test(p)],
  ['Fastify', (p) => /^(fastify|find-my-way|fast-querystring|fast-decode-uri-component|avvio|light-my-request|fast-json-stringify|@fastify\/(error|forwarded|proxy-addr|ajv-compiler|fast-json-stringify-compiler)|proxy-addr|forwarded|toad-cache|safe-regex2|ret)$/.test(p)],
  ['Fastify plugins (compress, cookie, middie, static)', (p) => /^(@fastify\/(compress|cookie|middie|static|send|accept-negotiator)|cookie|cookie-signature|minipass|pump|peek-stream|duplexify|mnemonist)$/.test(p)],
  ['Nest (core, common, platform-fastify, rxjs)', (p) => /^(@nestjs\/.*|rxjs|reflect-metadata|iterare|tslib|path-to-regexp)$/.test(p)],
  ['zod and the contracts (validation)', (p) => p === 'zod' || p.startsWith('libs/contracts/')],
  ['the API\'s own code', (p) => p.startsWith('api/dist/')],
  ['async context (AsyncLocalStorage hooks)', (p) => p === 'node:async_hooks'],
  ['timers', (p) => p === 'node:timers'],
  ['node: HTTP, sockets, streams, events', (p) => p.startsWith('node:')],
];

/** Self time (µs per request) summed by layer, from summarise's `self`. */
export function byLayer(self) {
  const out = new Map(LAYERS.map(([name]) => [name, 0]));
  out.set('engine and everything else', 0);
  for (const [place, us] of self) {
    const layer = LAYERS.find(([, test]) => test(place))?.[0] ?? 'engine and everything else';
    out.set(layer, Math.round((out.get(layer) + us) * 10) / 10);
  }
  return out;
}

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anónima)'} ${placeOf({ url, functionName })}${url ? `:${lineNumber + 1}` : ''}`;

/**
 * `profile`: the parsed .cpuprofile; `requests`: the requests answered while it ran. Answers, in microseconds per
 * request: the sampled busy time (idle excluded), the self time of each place (placeOf), and the inclusive time of
 * each function, costliest first.
 */
export function summarise(profile, requests) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') continue;
    busy += dt;
    const place = placeOf(node.callFrame);
    self.set(place, (self.get(place) ?? 0) + dt);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id).callFrame;
      if (frame.functionName === '(root)') continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  }
  const perRequest = (us) => Math.round((us / requests) * 10) / 10;
  const sorted = (map) => new Map([...map].sort((a, b) => b[1] - a[1]).map(([name, us]) => [name, perRequest(us)]));
  return { busy: perRequest(busy), self: sorted(self), inclusive: sorted(inclusive) };
}
