import styles from './progress-meter.module.css';

/** A labelled progress bar (0..100) with its number beside it; the label names what progresses. */
export function ProgressMeter({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span className={styles.meter} data-testid={testId} data-percent={value}>
      <progress className={styles.bar} max={100} value={value} aria-label={label} />
      <span className={styles.value} aria-hidden="true">
        {value}%
      </span>
    </span>
  );
}
