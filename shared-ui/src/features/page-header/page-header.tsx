import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'shared-ui/router';
import classes from './page-header.module.css';

/** Playback speeds (spec part 2, section 9). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1.0, 1.25, 1.5] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** Back presses closer together than this count once. */
export const BACK_DEBOUNCE_MS = 100;

export type PageHeaderProps = {
  title: ReactNode;
  /** Back button action; default: previous page, or home when there is none. Pass null to hide. */
  onBack?: (() => void) | null;
  /** Shows the playback-speed control when set. */
  speed?: PlaybackSpeed;
  onSpeedChange?: (speed: PlaybackSpeed) => void;
  /** Extra controls at the right end. */
  actions?: ReactNode;
};

/**
 * The header of a page: back button, title (the page's h1), optional playback speed and actions.
 * Exported for remotes, so every screen goes back and changes speed the same way.
 */
export function PageHeader({ title, onBack, speed, onSpeedChange, actions }: PageHeaderProps) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const location = useLocation();
  const speedId = useId();
  const lastBack = useRef(0);
  const goBack = () => {
    // Debounce (spec part 1, section 9): a double click must not go back two pages.
    const now = Date.now();
    if (now - lastBack.current < BACK_DEBOUNCE_MS) return;
    lastBack.current = now;
    if (onBack) onBack();
    // The first page of this visit (opened directly) has the key "default": back means home.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className={classes.header} data-testid="page-header">
      {onBack === null ? (
        <span className={classes.spacer} />
      ) : (
        <button type="button" className={classes.back} onClick={goBack}>
          <span aria-hidden="true">‹</span>
          <span className={classes.backText}>{t('pageHeader.back')}</span>
        </button>
      )}
      <h1 className={classes.title}>{title}</h1>
      <div className={classes.actions}>
        {speed !== undefined && onSpeedChange ? (
          <div className={classes.speed}>
            <label htmlFor={speedId}>{t('pageHeader.speed')}</label>
            <select id={speedId} value={String(speed)} onChange={(event) => onSpeedChange(Number(event.target.value) as PlaybackSpeed)}>
              {PLAYBACK_SPEEDS.map((value) => (
                <option key={value} value={String(value)}>
                  {t('pageHeader.speedValue', { speed: value.toFixed(value % 0.5 === 0 ? 1 : 2) })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
