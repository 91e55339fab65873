// Embedded content pages (spec part 1, section 7): the page is fetched as HTML and its relative
// image and script paths are rewritten to the page's folder, so it renders outside its origin
// path (inside a sandboxed frame here).

const RELATIVE_ATTRIBUTE = /(\s(?:src|href)\s*=\s*)(["'])(?!(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#|data:))([^"']*)\2/gi;

/** The folder of a page URL: https://x/site/legal/terms.html -> https://x/site/legal/. */
export function folderOf(pageUrl: string): string {
  const url = new URL(pageUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/[^/]*$/, '');
  return url.href;
}

/** Rewrites relative src/href attributes to absolute URLs in the page's folder. */
export function rewriteRelativePaths(html: string, pageUrl: string): string {
  const folder = folderOf(pageUrl);
  return html.replace(RELATIVE_ATTRIBUTE, (_match, prefix: string, quote: string, path: string) => `${prefix}${quote}${new URL(path, folder).href}${quote}`);
}

/** Fetches an embedded page and returns its HTML with paths rewritten. */
export async function fetchEmbeddedPage(pageUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(pageUrl, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return rewriteRelativePaths(await response.text(), pageUrl);
}
