/**
 * The table of every route this server serves (method and URL pattern), as Fastify declares them: Nest's
 * controllers, the iCal feeds, Swagger and the static files alike. Registered first, so no route escapes it; the
 * input fuzz test walks it (test/text-input.e2e-spec.ts) instead of a hand-kept list that would drift.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface ServedRoute {
  method: string;
  url: string;
}

const TABLES = new WeakMap<FastifyInstance, ServedRoute[]>();

export function recordServedRoutes(fastify: FastifyInstance): void {
  const table: ServedRoute[] = [];
  TABLES.set(fastify, table);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) table.push({ method, url: route.url });
  });
}

/** The routes recorded so far on this instance (all of them once the app is ready). */
export function servedRoutes(fastify: FastifyInstance): readonly ServedRoute[] {
  return TABLES.get(fastify) ?? [];
}
