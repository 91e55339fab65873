import { useTranslation } from 'shared-ui';
import type { ArenaLevel } from '../api/get-level-list';
import { LEVELS_NS } from '../levels-texts';
import styles from './levels.module.css';

type Props = {
  levels: readonly ArenaLevel[];
  value: number;
  onChange: (level: number) => void;
  /** The student's own level: marked おすすめ. */
  recommended?: number;
  /** The radio group's name (one picker per page). */
  name: string;
};

/** The five levels as one radio group (whole rows are the labels), the recommended one marked. */
export function LevelPicker({ levels, value, onChange, recommended, name }: Props) {
  const { t } = useTranslation(LEVELS_NS);
  return (
    <fieldset className={styles.picker} data-testid="level-picker">
      <legend className={styles.legend}>{t('pickerLegend')}</legend>
      {levels.map((level) => {
        const checked = level.level === value;
        return (
          <label key={level.level} className={[styles.option, checked ? styles.checked : ''].join(' ')} data-testid="level-option" data-level={level.level}>
            <input type="radio" name={name} value={level.level} checked={checked} onChange={() => onChange(level.level)} className={styles.radio} />
            <span className={styles.optionBody}>
              <span className={styles.optionTitle}>
                {t('levelNamed', { level: level.level, name: level.name })}
                <span className={styles.eiken}>{level.eiken}</span>
                {level.level === recommended ? <span className={styles.recommended}>{t('recommended')}</span> : null}
              </span>
              <span className={styles.optionDetail}>{level.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
