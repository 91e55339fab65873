import { CEFR_LEVELS, type CefrLevel } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import { CEFR_NS } from '../cefr-texts';
import styles from './cefr.module.css';

/** The path pre-A1 to C2: the levels reached are filled, the student's own is outlined. */
export function CefrPath({ level }: { level: CefrLevel | null }) {
  const { t } = useTranslation(CEFR_NS);
  const reached = level ? CEFR_LEVELS.indexOf(level) : -1;
  return (
    <ol className={styles.path} aria-label={t('path')} data-testid="cefr-path">
      {CEFR_LEVELS.map((code, position) => (
        <li
          key={code}
          className={[styles.step, position <= reached ? styles.reached : '', code === level ? styles.current : ''].join(' ')}
          aria-current={code === level ? 'step' : undefined}
          data-level={code}
        >
          <strong>{t(`levels.${code}.name`)}</strong>
          <span>{t(`levels.${code}.summary`)}</span>
        </li>
      ))}
    </ol>
  );
}
