import { useTranslation } from 'shared-ui';
import { EIKEN_CHALLENGE_NS } from '../eiken-challenge-texts';
import styles from './eiken-challenge.module.css';

type SectionScore = { kind: string; title: string; correct: number; total: number; percent: number };

/** A sitting's score per section or part (Eiken challenge, TOEIC, common test): right answers and the rate with its bar. */
export function SectionScoreTable({ sections, heading, testId }: { sections: readonly SectionScore[]; heading: string; testId: string }) {
  const { t } = useTranslation(EIKEN_CHALLENGE_NS);
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{t('correct')}</th>
          <th scope="col">{t('rate')}</th>
        </tr>
      </thead>
      <tbody>
        {sections.map((section) => (
          <tr key={section.kind}>
            <th scope="row">{section.title}</th>
            <td>
              {section.correct} / {section.total}
            </td>
            <td>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${section.percent}%` }} />
              </span>
              {section.percent}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
