// Opening a book should show its first page at once (goal: within 1 s on a phone). The details
// and home pages know the student is about to open the reader, so they fetch the reader's code
// ahead of the tap. The reader feature registers how its pages load (its route's lazy import);
// other features only ask for it here, as features never import each other's code.

let loadReader: (() => Promise<unknown>) | null = null;

/** Called once by the reader's routes with the import of its pages. */
export function registerReaderPreload(load: () => Promise<unknown>): void {
  loadReader = load;
}

/** Starts loading the reader's code (once; the bundler keeps it); a failure waits for the real navigation. */
export function preloadReader(): void {
  loadReader?.().catch(() => undefined);
}
