import { createStore } from 'zustand/vanilla';
import type { NetworkDialogChoice } from 'shared-api';

type Texts = {
  /** Heading; alert and confirm have a default, pass '' for none. */
  title?: string;
  okText?: string;
  cancelText?: string;
};

export type AlertOptions = Texts;
export type ConfirmOptions = Texts & {
  /** Style the OK button as destructive (logout, delete). */
  danger?: boolean;
};

export type DialogRequest =
  | { id: number; kind: 'alert'; message: string; options: AlertOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: 'network'; resolve: (choice: NetworkDialogChoice) => void };

type DialogState = { queue: DialogRequest[] };

/** Dialogs waiting to be answered; the first is on screen. */
export const dialogStore = createStore<DialogState>(() => ({ queue: [] }));

let nextId = 1;

function enqueue(request: DialogRequest): void {
  dialogStore.setState((state) => ({ queue: [...state.queue, request] }));
}

/** Removes an answered dialog; the next one in the queue shows. */
export function closeDialog(id: number): void {
  dialogStore.setState((state) => ({ queue: state.queue.filter((request) => request.id !== id) }));
}

/** A modal message with one button (default OK). Resolves when closed. */
export function showAlert(message: string, options: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => enqueue({ id: nextId++, kind: 'alert', message, options, resolve }));
}

/** A modal question; resolves true for OK (default OK), false for cancel (default キャンセル) or Escape. */
export function showConfirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => enqueue({ id: nextId++, kind: 'confirm', message, options, resolve }));
}

/**
 * The network-error dialog: やり直す (retry) or cancel. Clicking outside and Escape do nothing.
 * A second request while one is open shares its answer.
 */
export function showNetworkError(): Promise<NetworkDialogChoice> {
  const open = dialogStore.getState().queue.find((request) => request.kind === 'network');
  if (open) {
    return new Promise((resolve) => {
      const previous = open.resolve;
      open.resolve = (choice) => {
        previous(choice);
        resolve(choice);
      };
    });
  }
  return new Promise((resolve) => enqueue({ id: nextId++, kind: 'network', resolve }));
}
