import type { FastifyInstance } from 'fastify';

/**
 * One policy for the web app, the API and the swagger UI at /api/docs:
 * - scripts only from our own origin: the built index.html and the swagger UI load every script from a file;
 * - style-src allows 'unsafe-inline': Mantine writes its CSS variables into <style> tags at run time and
 *   React renders `style` attributes, which a nonce cannot cover (attributes would need 'unsafe-hashes'
 *   for every value) and index.html is a static file with no per-response nonce. Styles cannot run code;
 * - images from https and data: for merchant logos and backgrounds in the checkout and welcome-mail
 *   previews (sandboxed srcdoc frames inherit this policy) and the MFA QR code;
 * - no page may frame ours (frame-ancestors, and X-Frame-Options for older browsers).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer; HSTS only when the public address is https. */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (new URL(publicUrl).protocol === 'https:')
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
