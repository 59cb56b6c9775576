/**
 * The connections of the guarded fetch (guarded-fetch.ts): an undici Agent whose connector asks the address policy
 * twice, before and after connecting. Before: our DNS `lookup` fails the connection when any address a name resolves to
 * is refused (so no packet reaches an inside address, and the answer checked is the one used: no rebinding between a
 * check and the connect). After: the socket's `remoteAddress`, the address actually connected, before undici writes a
 * byte of the request, whatever route led there. undici's `connect` hook hands the socket over only through our
 * callback; with node's http.request the queued request is flushed on 'connect', before a listener of ours could look.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy, CheckPoint } from './address-policy';
import { GuardedFetchError } from './guarded-fetch-error';

export const refusedAddress = (address: string, at: CheckPoint) => new GuardedFetchError('direccion', `${at} ${address}`);

/** dns.lookup with every answer checked; a single refused address fails the whole name. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const bad = addresses.find((a) => !policy(a.address, 'dns'));
      if (bad || addresses.length === 0) return callback(refusedAddress(bad?.address ?? hostname, 'dns'), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** A fresh Agent for one fetch (destroyed by the caller), so no connection outlives the checks made for it. */
export function guardedAgent(policy: AddressPolicy, timeoutMs: number): Agent {
  const base = buildConnector({ timeout: timeoutMs, lookup: guardedLookup(policy) });
  const connect: buildConnector.connector = (options, callback) => {
    base(options, (error, socket) => {
      if (error || !socket) return callback(error ?? new GuardedFetchError('red', 'sin socket'), null);
      const address = socket.remoteAddress ?? '';
      if (!policy(address, 'socket')) {
        socket.destroy();
        return callback(refusedAddress(address, 'socket'), null);
      }
      return callback(null, socket);
    });
  };
  return new Agent({ connect, connections: 1, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
}
