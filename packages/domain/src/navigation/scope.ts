/**
 * Where a path lives: the merchant view at the root, the provider view under /psp, or one merchant viewed
 * by a provider user under /psp/merchants/{id}/ (the id may carry a `:mode` suffix, kept in links).
 */
export type Scope =
  | { kind: 'merchant'; basePath: '/' }
  | { kind: 'provider'; basePath: '/psp/' }
  | { kind: 'merchantAsProvider'; basePath: string; merchantId: string; mode?: string };

const MERCHANT_SCOPE = /^\/psp\/merchants\/([^/]+)(?:\/|$)/;

export function scopeOfPath(pathname: string): Scope {
  const match = MERCHANT_SCOPE.exec(pathname);
  if (match) {
    const segment = decodeURIComponent(match[1]!);
    const colon = segment.indexOf(':');
    const merchantId = colon === -1 ? segment : segment.slice(0, colon);
    const base = { kind: 'merchantAsProvider', basePath: `/psp/merchants/${match[1]}/`, merchantId } as const;
    return colon === -1 ? base : { ...base, mode: segment.slice(colon + 1) };
  }
  if (pathname === '/psp' || pathname.startsWith('/psp/')) return { kind: 'provider', basePath: '/psp/' };
  return { kind: 'merchant', basePath: '/' };
}

/** The base path of a merchant viewed by a provider user. */
export function merchantScopeBase(merchantId: string): string {
  return `/psp/merchants/${encodeURIComponent(merchantId)}/`;
}
