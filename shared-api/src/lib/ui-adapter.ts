// shared-api must not import shared-ui (CONTRIBUTING.md): the host registers the pieces of UI
// the error policy needs at start-up. Until it does, messages go to the console so nothing is
// silently lost (unit tests and non-UI consumers).

/** The student's answer to the network-error dialog. */
export type NetworkDialogChoice = 'retry' | 'cancel';

/** The UI the error policy drives. shared-ui provides one (`createUiAdapter`); the host registers it. */
export type UiAdapter = {
  /** A short message that disappears by itself (3000 ms unless `durationMs`). */
  toast(message: string, durationMs?: number): void;
  /** A modal message with one OK button; resolves when the student closes it. */
  alert(message: string, title?: string): Promise<void>;
  /**
   * The network-error dialog: a Retry button (やり直す) and a cancel button; it cannot be
   * dismissed by clicking outside. Resolves with the student's choice. The client calls it once
   * for any number of requests that failed together.
   */
  networkError(): Promise<NetworkDialogChoice>;
  /** Optional busy indicator for calls that "show loading" (spec part 1, section 7). */
  loading?(active: boolean): void;
};

const consoleAdapter: UiAdapter = {
  toast: (message) => console.warn(`[toast] ${message}`),
  alert: async (message) => console.warn(`[alert] ${message}`),
  networkError: async () => 'cancel',
};

let current: UiAdapter = consoleAdapter;

/** Registers the UI the error policy uses. Call once at start-up, before the first request. */
export function registerUiAdapter(adapter: UiAdapter): void {
  current = adapter;
}

/** The adapter in effect (the registered one, or the console fallback). */
export function uiAdapter(): UiAdapter {
  return current;
}
