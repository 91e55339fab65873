import { findTargetPhones, PHONOGRAM_PASS_SCORE, type TargetMarkReason } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import type { PostedPhone } from '../model/word-reading';
import { PHONOGRAM_NS } from '../phonogram-texts';
import styles from './phonogram.module.css';

export type MarkView = { isRight: boolean; reason: TargetMarkReason; targetScore: number | null; wordScore: number | null; tip: string };

type Props = {
  ipa: string;
  /** The pattern's target phones (ARPAbet). */
  target: readonly string[];
  mark: MarkView;
  /** The reading's scored phones, shown one by one with the target ones framed. */
  phones: readonly PostedPhone[];
};

const scoreText = (score: number | null, none: string) => (score === null ? none : String(Math.round(score)));

/** ○ or × for the target sound with its score, the whole word's score, every phone's score, and the tip when it was wrong. */
export function MarkPanel({ ipa, target, mark, phones }: Props) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const at = findTargetPhones(
    phones.map((phone) => phone.phone),
    target,
  );
  return (
    <section className={[styles.markPanel, mark.isRight ? styles.isRight : styles.isWrong].join(' ')} aria-live="polite" data-testid="target-mark" data-right={mark.isRight ? 1 : 0} data-reason={mark.reason} data-target-score={mark.targetScore ?? ''}>
      <h3 className={[styles.markTitle, mark.isRight ? styles.right : styles.wrong].join(' ')}>{mark.isRight ? t('mark.right', { ipa }) : t('mark.wrong', { ipa })}</h3>
      {mark.reason !== 'right' ? <p className={styles.explain}>{t(`mark.reason.${mark.reason}`, { pass: PHONOGRAM_PASS_SCORE })}</p> : null}
      <dl className={styles.scores}>
        <div>
          <dt>{t('mark.targetScore')}</dt>
          <dd data-testid="target-score">{scoreText(mark.targetScore, t('mark.noScore'))}</dd>
        </div>
        <div>
          <dt>{t('mark.wordScore')}</dt>
          <dd data-testid="word-score">{scoreText(mark.wordScore, t('mark.noScore'))}</dd>
        </div>
      </dl>
      {phones.length > 0 ? (
        <>
          <p className={styles.muted}>{t('mark.phones')}</p>
          <ul className={styles.phones} data-testid="phone-scores">
            {phones.map((phone, index) => {
              const isTarget = at >= 0 && index >= at && index < at + target.length;
              return (
                <li key={index} className={[styles.phone, isTarget ? styles.target : ''].join(' ')} data-target={isTarget ? 1 : 0} aria-label={t('mark.phoneLabel', { ipa: phone.ipa || phone.phone, phone: phone.phone, score: Math.round(phone.score) })}>
                  <span className={styles.ipa} aria-hidden="true">
                    {phone.ipa || phone.phone}
                  </span>
                  <span className={[styles.phoneScore, phone.score < PHONOGRAM_PASS_SCORE ? styles.low : ''].join(' ')} aria-hidden="true">
                    {Math.round(phone.score)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {!mark.isRight && mark.tip ? (
        <p className={styles.explain} data-testid="mark-tip">
          {t('mark.tip', { tip: mark.tip })}
        </p>
      ) : null}
    </section>
  );
}
