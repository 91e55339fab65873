/** Self-retry delays after a failed remote load: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
export const MAX_RETRY_DELAY_MS = 10_000;

export function retryDelay(failedAttempts: number): number {
  return RETRY_DELAYS_MS[failedAttempts - 1] ?? MAX_RETRY_DELAY_MS;
}
