import { useEffect, useState } from 'react';

/**
 * This browser's clock, re-read every `intervalMs` while `running`: countdowns and timer bars
 * render from it (the server's times stay the reference; see server-clock.ts).
 */
export function useNow(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
