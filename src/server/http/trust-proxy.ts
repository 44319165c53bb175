import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

// Which proxies' X-Forwarded-For (and -Proto, -Host) the server believes. Each proxy appends the address
// it was called from, so only the entries added by our own proxies are true; anything to their left is
// whatever the client sent. Believing every entry (TRUST_PROXY=true) let a client choose the address the
// sign-in limits count: a new one for each guess, or a victim's to lock them out.

/** None, the number of proxies in front of the server, or their addresses (IPs, CIDR ranges, or proxy-addr's names). */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const WHAT_TO_SET = `the number of proxies in front of the server (1 behind one, at most ${MAX_HOPS}) or a comma-separated list of their addresses`;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY: unset, empty, `false` or `0` trust nothing; `true` is refused (it trusts every client). */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const setting = value?.trim() ?? '';
    if (setting === '' || setting === 'false' || setting === '0') return false;
    if (setting === 'true') {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY=true would believe any client's X-Forwarded-For: set ${WHAT_TO_SET}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(setting) && Number(setting) <= MAX_HOPS) return Number(setting);
    const entries = setting.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: `TRUST_PROXY must be ${WHAT_TO_SET}` });
    return z.NEVER;
  });

/**
 * Fastify's option for a TrustProxy. A hop count is a function: Fastify reads a bare number as trusting
 * nothing. It believes the last `hops` entries, so the server must be reachable only through its proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust || false;
}
