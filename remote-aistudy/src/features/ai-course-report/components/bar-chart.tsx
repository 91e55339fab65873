import { useId } from 'react';
import styles from './report.module.css';

export type Bar = { key: string; label: string; value: number; /** The value as the table shows it. */ text: string };

type Props = {
  title: string;
  bars: Bar[];
  /** The top of the scale (100 for scores); the largest bar when absent. */
  max?: number;
  /** Column headers of the data table screen readers read instead of the picture. */
  columns: [string, string];
  testId?: string;
};

const WIDTH = 560;
const HEIGHT = 180;
const AXIS = 24;

/**
 * A small vertical bar chart drawn in SVG (no chart library: the remote's size budget), with
 * the same numbers as a table for screen readers (the picture itself is hidden from them).
 */
export function BarChart({ title, bars, max, columns, testId }: Props) {
  const captionId = useId();
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value), 1);
  const slot = bars.length ? (WIDTH - 8) / bars.length : WIDTH;
  const barWidth = Math.max(4, Math.min(40, slot * 0.6));
  return (
    <figure className={styles.chart} aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        {title}
      </figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className={styles.axis} />
        {bars.map((bar, index) => {
          const height = Math.round((HEIGHT - 16) * (bar.value / top));
          const x = 4 + index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx={3} className={styles.bar} data-value={bar.value} />
              {bar.value > 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - height - 4} textAnchor="middle" className={styles.barValue}>
                  {bar.text}
                </text>
              ) : null}
              <text x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle" className={styles.barLabel}>
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className={styles.srOnly}>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
