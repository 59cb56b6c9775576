import { BadRequestException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';

export type QueryParams = Record<string, unknown>;

/** `_t` is the legacy cache-busting timestamp (spec section 7): accepted on every call and ignored. */
const IGNORED = new Set(['_t']);

/** The parameters a call was made with, without the ignored ones. */
export function queryKeys(query: QueryParams): string[] {
  return Object.keys(query).filter((key) => !IGNORED.has(key));
}

/** True when the flag or parameter is present, even bare (`hospedajes?tipos` arrives as `{tipos: ''}`). */
export function has(query: QueryParams, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(query, key);
}

/** Refuses a parameter the chosen call does not take, naming it: a typo must not silently change the answer. */
export function rejectUnknown(query: QueryParams, allowed: readonly string[]): void {
  const unknown = queryKeys(query).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    const shown = unknown.length > 40 ? `${unknown.slice(0, 40)}…` : unknown;
    throw new BadRequestException({ success: false, message: `${MSG.parametrosNoReconocidos}: ${shown}` });
  }
}
