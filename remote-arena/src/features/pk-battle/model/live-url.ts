import { ARENA_LIVE_PATH } from 'shared-contract';

/** The live channel's address on the portal's own origin: ws: beside http:, wss: beside https:. */
export function liveSocketUrl(pageHref: string, path: string = ARENA_LIVE_PATH): string {
  const url = new URL(path, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
