// Browser security headers on every answer of the portal: pages, the host's and the remotes'
// files, resources, uploads, the API and /ops (issue 20). One policy for all, so a page can
// never be served without it.
//
// The Content-Security-Policy allows only the portal's own origin: Module Federation remotes,
// chunks, styles, fonts, images, audio, the API and the speech sockets all come from it (the host
// reads the remotes' addresses from /registry.json on the same origin). No inline script or style
// element anywhere (host index.html, /ops). Two written exceptions:
// - `blob:` for scripts and workers: shared-speech builds the recorder's AudioWorklet module
//   (governed by script-src) and its mp3 worker from source at run time as blob: URLs. A blob: URL
//   can only be made by script already running on this origin, so it opens no door to injected
//   markup.
// - `data:` and `blob:` for images and media: recorded takes are played back from blob: URLs and a
//   few images are inline data URLs; neither can run script.
// The portal is never framed (frame-ancestors 'none' and X-Frame-Options DENY): nothing in the
// product embeds it, and the login form must not be clickjacked.
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' blob:",
  "worker-src 'self' blob:",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The microphone for the portal itself (spoken answers); the rest of the powerful features for nobody. */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), fullscreen=(self)';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Speech addresses and override links carry tickets in their query: never send them elsewhere.
  'referrer-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Adds the headers to every reply (errors and 404s included). HSTS only on requests that came
 * over HTTPS (directly or from a trusted proxy) and only when `hstsMaxAge` is set: sent over plain
 * HTTP it would be ignored, and a portal reached without TLS must not promise it.
 */
export function registerSecurityHeaders(app: FastifyInstance, { hstsMaxAge }: { hstsMaxAge: number }): void {
  const headers = Object.entries(SECURITY_HEADERS);
  // A callback hook, not an async one: it runs on every answer, and a promise per hook per
  // answer showed in the no-database route's profile.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of headers) {
      // A page with a stricter policy of its own (the API docs) keeps it.
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (hstsMaxAge > 0 && request.protocol === 'https') reply.header('strict-transport-security', `max-age=${hstsMaxAge}; includeSubDomains`);
    done(null, payload);
  });
}
