// A stand-in for the browser's WebSocket in page tests (imported by tests only): it records the
// frames the page sends, and the test plays the portal's side (open, events, close).
import type { ArenaLiveEvent } from 'shared-contract';

export class FakeLiveSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeLiveSocket[] = [];

  readyState = FakeLiveSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeLiveSocket.all.push(this);
  }

  /** The newest socket the page opened. */
  static latest(): FakeLiveSocket {
    const socket = FakeLiveSocket.all.at(-1);
    if (!socket) throw new Error('the page opened no socket');
    return socket;
  }

  send(frame: string): void {
    this.sent.push(JSON.parse(frame));
  }

  close(code = 1000): void {
    if (this.readyState === FakeLiveSocket.CLOSED) return;
    this.readyState = FakeLiveSocket.CLOSED;
    this.onclose?.({ code });
  }

  // The portal's side.
  open(): void {
    this.readyState = FakeLiveSocket.OPEN;
    this.onopen?.();
  }

  emit(event: ArenaLiveEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  /** Opens, takes the auth frame and answers 'ready', as the portal does. */
  authenticate(studentId = 3): void {
    this.open();
    this.emit({ event: 'ready', student_id: studentId });
  }
}
