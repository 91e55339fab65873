import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { ReadingDay } from '../api/get-reading-history';
import { HISTORY_NS } from '../history-texts';
import { labelledDays, linePath, niceMax, shortDate } from './chart-scale';
import styles from './history.module.css';

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 30, right: 48, bottom: 32, left: 44 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * Minutes read per day (bars, left axis) and words per minute (line, right axis), drawn as SVG
 * without a chart library. Screen readers get the <title> and a <desc> that says what the chart
 * shows, and the same numbers in a table.
 */
export function ReadingChart({ days }: { days: ReadingDay[] }) {
  const { t } = useTranslation(HISTORY_NS);
  const titleId = useId();
  const descId = useId();
  const count = days.length;
  const maxMinutes = niceMax(Math.max(0, ...days.map((day) => day.minutes)), 10);
  const wpms = days.map((day) => day.wpm).filter((wpm): wpm is number => wpm !== null);
  const maxWpm = niceMax(Math.max(0, ...wpms), 100);
  const band = count > 0 ? PLOT_WIDTH / count : PLOT_WIDTH;
  const barWidth = Math.max(2, band * 0.6);
  const xOf = (index: number) => MARGIN.left + band * (index + 0.5);
  const yMinutes = (minutes: number) => MARGIN.top + PLOT_HEIGHT - (minutes / maxMinutes) * PLOT_HEIGHT;
  const yWpm = (wpm: number) => MARGIN.top + PLOT_HEIGHT - (wpm / maxWpm) * PLOT_HEIGHT;
  const points = days.map((day, index) => (day.wpm === null ? null : { x: xOf(index), y: yWpm(day.wpm), day }));
  const labels = labelledDays(count);
  const ticks = [0, 0.5, 1];

  return (
    <figure className={styles.chartFigure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} data-testid="reading-chart" preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{t('chart.title', { days: count })}</title>
        <desc id={descId}>{describe(days, t)}</desc>
        <g className={styles.grid}>
          {ticks.map((tick) => {
            const y = MARGIN.top + PLOT_HEIGHT - tick * PLOT_HEIGHT;
            return (
              <g key={tick}>
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y} y2={y} />
                <text x={MARGIN.left - 6} y={y} className={styles.axisLeft} dominantBaseline="middle" textAnchor="end">
                  {Math.round(maxMinutes * tick)}
                </text>
                <text x={WIDTH - MARGIN.right + 6} y={y} className={styles.axisRight} dominantBaseline="middle" textAnchor="start">
                  {Math.round(maxWpm * tick)}
                </text>
              </g>
            );
          })}
          <text x={MARGIN.left - 6} y={MARGIN.top - 16} className={styles.axisLeft} textAnchor="end">
            {t('chart.minutesAxis')}
          </text>
          <text x={WIDTH - MARGIN.right + 6} y={MARGIN.top - 16} className={styles.axisRight} textAnchor="start">
            {t('chart.wpmAxis')}
          </text>
        </g>
        <g className={styles.bars}>
          {days.map((day, index) =>
            day.minutes > 0 ? (
              <rect
                key={day.date}
                x={xOf(index) - barWidth / 2}
                y={yMinutes(day.minutes)}
                width={barWidth}
                height={MARGIN.top + PLOT_HEIGHT - yMinutes(day.minutes)}
                rx={2}
                data-testid="minutes-bar"
                data-date={day.date}
                data-minutes={day.minutes}
              />
            ) : null,
          )}
        </g>
        {/* Speed is a measure of the days read, not 0 on the others: the line joins the days that have one. */}
        <path className={styles.wpmLine} d={linePath(points.filter((point) => point !== null))} data-testid="wpm-line" />
        <g className={styles.wpmPoints}>
          {points.map((point) => (point ? <circle key={point.day.date} cx={point.x} cy={point.y} r={3.5} data-testid="wpm-point" data-wpm={point.day.wpm} /> : null))}
        </g>
        <g className={styles.xAxis}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={MARGIN.top + PLOT_HEIGHT} y2={MARGIN.top + PLOT_HEIGHT} />
          {days.map((day, index) =>
            labels.has(index) ? (
              <text key={day.date} x={xOf(index)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
                {shortDate(day.date)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendBar}>{t('chart.minutes')}</span>
        <span className={styles.legendLine}>{t('chart.wpm')}</span>
      </figcaption>
      <table className="visually-hidden" data-testid="reading-table">
        <caption>{t('chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.date')}</th>
            <th scope="col">{t('chart.tableMinutes')}</th>
            <th scope="col">{t('chart.tableWords')}</th>
            <th scope="col">{t('chart.tableWpm')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.minutes}</td>
              <td>{day.words}</td>
              <td>{day.wpm ?? '―'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The chart's <desc>: the range, the days read, the totals, the longest day and the speed range. */
function describe(days: ReadingDay[], t: (key: string, options?: Record<string, unknown>) => string): string {
  const from = days[0]?.date ?? '';
  const to = days[days.length - 1]?.date ?? '';
  const read = days.filter((day) => day.minutes > 0);
  if (read.length === 0) return t('chart.descNone', { from, to, days: days.length });
  const best = read.reduce((top, day) => (day.minutes > top.minutes ? day : top));
  const minutes = read.reduce((sum, day) => sum + day.minutes, 0);
  const words = read.reduce((sum, day) => sum + day.words, 0);
  const wpms = days.map((day) => day.wpm).filter((wpm): wpm is number => wpm !== null);
  const text = t('chart.desc', { from, to, days: days.length, readDays: read.length, minutes, words, best: best.date, bestMinutes: best.minutes });
  return wpms.length ? `${text}${t('chart.descWpm', { min: Math.min(...wpms), max: Math.max(...wpms) })}` : text;
}
