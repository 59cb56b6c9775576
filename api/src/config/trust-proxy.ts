/**
 * TRUST_PROXY (issue 33): the addresses or networks of the proxies in front of the server. Fastify's trustProxy
 * (proxy-addr) then reads X-Forwarded-For, -Proto and -Host only when the connection comes from one of them, and
 * walks X-Forwarded-For from the right only through them: a caller that reaches a replica directly cannot pick the
 * address the login throttle counts. Before, `1` trusted one hop from anyone, which let exactly that caller choose.
 */
import { z } from 'zod';

/** proxy-addr's names for the private ranges (127/8 and ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(NAMED_RANGES)]);

const EXAMPLE = 'por ejemplo TRUST_PROXY=10.0.0.5 o TRUST_PROXY=10.0.0.0/8,192.168.1.10 (loopback si el proxy corre en esta misma máquina)';

export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === '0' || text === 'false') return [];
    if (text === '1' || text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          `ya no acepta ${text}: indique las direcciones o redes (CIDR) de sus proxies, separadas por comas, ${EXAMPLE}. ` +
          'Con 1 cualquiera que llegara directo al servidor elegía su dirección con X-Forwarded-For.',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.find((entry) => !proxyAddress.safeParse(entry).success);
    if (wrong !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${wrong}" no es una dirección IP, una red CIDR ni loopback, linklocal o uniquelocal (${EXAMPLE})` });
      return z.NEVER;
    }
    return entries;
  });
