import { useTranslation } from 'react-i18next';
import classes from './badge.module.css';

/** Badge maximum (spec part 1, section 9): above it the badge reads 99+. */
export const BADGE_MAX = 99;

/** The badge text: '' for 0 or less (hidden), the number up to 99, then '99+'. */
export function formatBadge(count: number, max: number = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/**
 * A small count bubble; hidden when the count is 0. Screen readers hear "n件"; pass `decorative`
 * when the surrounding control already says the count in its own text.
 */
export function Badge({ count, max = BADGE_MAX, className, decorative = false }: { count: number; max?: number; className?: string; decorative?: boolean }) {
  const { t } = useTranslation('ui');
  const text = formatBadge(count, max);
  if (!text) return null;
  return (
    <span className={[classes.badge, className].filter(Boolean).join(' ')} aria-hidden={decorative || undefined} data-testid="badge">
      <span aria-hidden="true">{text}</span>
      {decorative ? null : <span className="visually-hidden">{t('badge.count', { value: text })}</span>}
    </span>
  );
}
