/**
 * Cross-site request forgery: a page of another origin must not change anything with the staff's cookie.
 * SameSite=Strict is not enough: a page on another port of the same host, or on a sibling subdomain, is the same
 * *site*, so the browser still sends the cookie. Browsers name the page that made a request in `Origin` (always on
 * POST, PUT, PATCH and DELETE) or, failing that, in `Sec-Fetch-Site`; this decides from them.
 */

export interface RequestOrigin {
  /** The `Origin` header, if any. */
  origin?: string;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite?: string;
  /** The origin the request was sent to (`protocol://host[:port]`, X-Forwarded-* when TRUST_PROXY). */
  ownOrigin: string;
}

/**
 * True when the request may change something. `allowed` is PUBLIC_ORIGIN's list; empty, the request's own origin.
 * A request with neither header (curl, a server-to-server client) is allowed: forging one needs a browser, and every
 * browser sends one of them. `Origin: null` (a sandboxed frame, a `data:` page) is refused.
 */
export function isSameOriginRequest(request: RequestOrigin, allowed: readonly string[]): boolean {
  if (request.origin !== undefined) {
    const origins = allowed.length > 0 ? allowed : [request.ownOrigin];
    return origins.includes(request.origin.toLowerCase());
  }
  if (request.secFetchSite !== undefined) {
    // 'none': the user typed the address or used a bookmark; 'same-site' is exactly the sibling we must refuse.
    return request.secFetchSite === 'same-origin' || request.secFetchSite === 'none';
  }
  return true;
}
