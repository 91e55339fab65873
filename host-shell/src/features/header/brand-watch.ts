// Spec part 1, section 4: "The page reloads if the header text does not start with a Latin
// letter (checked every second)." The header's brand word is Latin; when a page translator
// rewrites the DOM it no longer is, and React's tree no longer matches the page, so a reload
// gives the student a working page again. To never loop, it reloads at most once a minute.

export const BRAND_CHECK_INTERVAL_MS = 1000;
const RELOAD_GUARD_KEY = 'brand-reload-at';
const RELOAD_GUARD_MS = 60_000;

/** True when the text starts with a Latin letter. */
export function startsWithLatinLetter(text: string | null | undefined): boolean {
  return /^[A-Za-z]/.test((text ?? '').trim());
}

/** Watches the element marked data-brand; returns a stop function. */
export function startBrandWatch(reload: () => void = () => window.location.reload()): () => void {
  const timer = setInterval(() => {
    const brand = document.querySelector('[data-brand]');
    if (!brand || startsWithLatinLetter(brand.textContent)) return;
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    reload();
  }, BRAND_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
