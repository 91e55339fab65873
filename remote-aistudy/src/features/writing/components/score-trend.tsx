import { useTranslation } from 'shared-ui';
import { WRITING_NS } from '../writing-texts';
import styles from './writing.module.css';

const WIDTH = 480;
const HEIGHT = 180;
const PAD = { left: 32, right: 12, top: 12, bottom: 24 };

/**
 * The scores of a topic's attempts, oldest first, as a small line chart (an SVG of a few points:
 * a chart library would cost more than the page). Its label states the numbers for screen readers.
 */
export function ScoreTrend({ scores }: { scores: readonly number[] }) {
  const { t } = useTranslation(WRITING_NS);
  if (scores.length === 0) return null;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (scores.length === 1 ? innerWidth / 2 : (index / (scores.length - 1)) * innerWidth);
  const y = (score: number) => PAD.top + innerHeight - (Math.max(0, Math.min(100, score)) / 100) * innerHeight;
  const points = scores.map((score, index) => `${x(index)},${y(score)}`).join(' ');
  const label = t('deep.chartLabel', { count: scores.length, first: scores[0], last: scores[scores.length - 1], best: Math.max(...scores) });
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="writing-score-chart">
      {[0, 50, 100].map((tick) => (
        <g key={tick}>
          <line className={styles.chartAxis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.chartText} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      <polyline className={styles.chartLine} points={points} />
      {scores.map((score, index) => (
        <g key={index}>
          <circle className={styles.chartPoint} cx={x(index)} cy={y(score)} r={4} />
          <text className={styles.chartText} x={x(index)} y={HEIGHT - 6} textAnchor="middle">
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
