import { useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { InterviewLogs } from '../api/get-interview-logs';
import { EIKEN_INTERVIEW_NS } from '../eiken-interview-texts';
import styles from './eiken-interview.module.css';

/** The interview card as the examiner hands it over: the passage with its title and the picture (the translation on request), in the engine screen's column. */
export function InterviewCardPanel({ card }: { card: InterviewLogs['card'] }) {
  const { t } = useTranslation(EIKEN_INTERVIEW_NS);
  const [translated, setTranslated] = useState(false);
  return (
    <div className={styles.frame}>
      <section className={styles.panel} aria-label={t('card')} data-testid="interview-card" data-code={card.code}>
        <div>
          <h2 className={styles.passageTitle} lang="en">
            {card.passage_title}
          </h2>
          <p className={styles.passage} lang="en" data-testid="interview-passage">
            {card.passage}
          </p>
          {translated ? <p className={styles.muted}>{card.passage_jp}</p> : null}
          <Button variant="text" width="auto" onClick={() => setTranslated(!translated)} aria-pressed={translated}>
            {t('translation')}
          </Button>
        </div>
        <img className={styles.picture} src={card.picture} alt={t('picture', { title: card.passage_title })} />
      </section>
    </div>
  );
}
