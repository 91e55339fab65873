import type { FastifyRequest } from 'fastify';

/**
 * The portal origin as the browser sees it ("https://portal.example.jp"), from the Host
 * header (or X-Forwarded-Host/Proto from a proxy on this machine, see trustProxy).
 */
export function requestOrigin(request: FastifyRequest, scheme: 'http' | 'ws' = 'http'): string {
  const secure = request.protocol === 'https';
  const host = /^[A-Za-z0-9.:[\]-]+$/.test(request.host) ? request.host : 'localhost';
  if (scheme === 'ws') return `${secure ? 'wss' : 'ws'}://${host}`;
  return `${secure ? 'https' : 'http'}://${host}`;
}
