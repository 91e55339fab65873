import { useId } from 'react';
import { useTranslation } from 'shared-ui';
import type { ToggleState } from '../model/question-type';
import type { ToggleKey } from '../modes/mode-rules';
import { PLAY_SPEEDS } from '../stores/run-store';
import classes from './toggle-bar.module.css';

type Props = {
  toggles: ToggleState;
  visible: readonly ToggleKey[];
  showLanguage: boolean;
  onChange: <K extends keyof ToggleState>(key: K, value: ToggleState[K]) => void;
};

const SWITCHES: ToggleKey[] = ['subtitle', 'translation', 'hint', 'answerTips', 'sampleAnswer'];

/** Display language, the on/off toggles and the play speed, as the mode and type allow. */
export function ToggleBar({ toggles, visible, showLanguage, onChange }: Props) {
  const { t } = useTranslation('exercises');
  const speedId = useId();
  const switches = SWITCHES.filter((key) => visible.includes(key));
  if (!showLanguage && switches.length === 0 && !visible.includes('speed')) return null;
  return (
    <fieldset className={classes.bar} data-testid="toggle-bar">
      <legend>{t('toggles.label')}</legend>
      {showLanguage ? (
        <div className={classes.language} role="group" aria-label={t('toggles.language')}>
          <button type="button" aria-pressed={toggles.language === 'ja'} onClick={() => onChange('language', 'ja')}>
            {t('toggles.japanese')}
          </button>
          <button type="button" lang="en" aria-pressed={toggles.language === 'en'} onClick={() => onChange('language', 'en')}>
            {t('toggles.english')}
          </button>
        </div>
      ) : null}
      {switches.map((key) => (
        <button
          key={key}
          type="button"
          className={classes.toggle}
          aria-pressed={toggles[key as keyof ToggleState] === true}
          data-testid={`toggle-${key}`}
          onClick={() => onChange(key as 'subtitle', !toggles[key as 'subtitle'])}
        >
          {t(`toggles.${key}`)}
        </button>
      ))}
      {visible.includes('speed') ? (
        <label htmlFor={speedId} className={classes.toggle} data-testid="toggle-speed">
          {t('toggles.speed')}
          <select id={speedId} className={classes.select} value={String(toggles.speed)} onChange={(event) => onChange('speed', Number(event.target.value))}>
            {PLAY_SPEEDS.map((speed) => (
              <option key={speed} value={String(speed)}>
                {t('toggles.speedValue', { speed })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
