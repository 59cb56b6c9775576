/**
 * The one shape of every failure the server sends, from a handler, the exception filter or a Fastify hook:
 * `{success: false, message, error: true}`. Clients of the original back end read `message` or `error`, so both are
 * there; a call whose spec puts the message in `error` (the income report, spec section 7) passes it as `error`.
 */
export interface ErrorBody {
  success: false;
  message: string;
  error: true | string;
  [extra: string]: unknown;
}

export function errorBody(message: string, extra: Record<string, unknown> = {}, error: true | string = true): ErrorBody {
  return { ...extra, success: false, message, error };
}
