/**
 * Whether a path fits a route of the admin route table (libs/federation/routes.json), and its parameters: the
 * server (which remote to announce in a page) and a remote mounted by an older shell (which screen to show) ask
 * this where the shell asks react-router. It matches the way react-router does for the table's paths: fixed
 * segments regardless of case, `:name` one non-empty segment (decoded), a final slash ignored. No splats, no
 * optional segments: the table has none.
 */
export type RouteParams = Readonly<Record<string, string>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0`) is kept as written, as react-router does.
    return segment;
  }
}

/** The parameters of `path` under `pattern` (both relative to the same base), or null when it does not fit. */
export function matchRoutePattern(pattern: string, path: string): RouteParams | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i].startsWith(':')) params[wanted[i].slice(1)] = decoded(given[i]);
    else if (wanted[i].toLowerCase() !== given[i].toLowerCase()) return null;
  }
  return params;
}
