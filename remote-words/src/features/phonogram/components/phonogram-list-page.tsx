import { PHONOGRAM_CHALLENGE_SECONDS, PHONOGRAM_CHALLENGE_WORDS } from 'shared-contract';
import { Link, useNavigate } from 'shared-ui/router';
import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { usePhonogramList, type PatternSummary, type PhonogramList } from '../api/get-phonogram-list';
import { detailPath, practicePath, PHONOGRAM_PATHS } from '../phonogram-paths';
import { PHONOGRAM_NS } from '../phonogram-texts';
import { MarkedWord } from './marked-word';
import styles from './phonogram.module.css';
import { StatusBadge } from './status-badge';

/**
 * /phonogram/list (the phoneticHome tab): the sound-spelling patterns by group (consonants, short
 * and long vowels, digraphs, vowel teams, r-controlled vowels), each with an example word, the
 * student's standing and links to its explanation and practice; the challenge from here.
 */
export function PhonogramListPage() {
  const { t } = useTranslation(PHONOGRAM_NS);
  const list = usePhonogramList();
  return (
    <Page title={t('title')} lead={t('lead')} testId="phonogram-list">
      <QueryState query={list}>{(data) => <PatternGroups data={data} />}</QueryState>
    </Page>
  );
}

function PatternGroups({ data }: { data: PhonogramList }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const navigate = useNavigate();
  const { summary } = data;
  return (
    <>
      <Card title={t('summary.heading')}>
        <div className={styles.summary}>
          <p data-testid="phonogram-summary" data-practiced={summary.practiced} data-mastered={summary.mastered} data-weak={summary.weak}>
            {t('summary.counts', { practiced: summary.practiced, total: summary.patterns, mastered: summary.mastered, weak: summary.weak })}
          </p>
          <Button width="auto" onClick={() => void navigate(PHONOGRAM_PATHS.challenge)} data-testid="phonogram-challenge">
            {t('summary.challenge', { count: PHONOGRAM_CHALLENGE_WORDS, minutes: PHONOGRAM_CHALLENGE_SECONDS / 60 })}
          </Button>
        </div>
        <p className={styles.muted}>{t('summary.challengeHint')}</p>
      </Card>
      {data.groups.map((group) => (
        <section key={group.code} className={styles.group} aria-labelledby={`phonogram-group-${group.code}`} data-testid="phonogram-group" data-group={group.code}>
          <h2 className={styles.groupTitle} id={`phonogram-group-${group.code}`}>
            {group.title}
          </h2>
          <p className={styles.groupLead}>{group.description}</p>
          <ul className={styles.patternGrid}>
            {group.patterns.map((pattern) => (
              <li key={pattern.phonogram_id}>
                <PatternCard pattern={pattern} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function PatternCard({ pattern }: { pattern: PatternSummary }) {
  const { t } = useTranslation(PHONOGRAM_NS);
  const { progress } = pattern;
  const headingId = `phonogram-${pattern.phonogram_id}`;
  return (
    <article className={styles.patternCard} aria-labelledby={headingId} data-testid="pattern-card" data-id={pattern.phonogram_id} data-status={progress.status}>
      <div className={styles.patternHead}>
        <h3 className={styles.spelling} id={headingId} lang="en">
          {pattern.spellings.join(' · ')}
        </h3>
        <span className={styles.ipa} aria-label={t('pattern.ipa', { ipa: pattern.ipa })}>
          /{pattern.ipa}/
        </span>
      </div>
      <p className={styles.patternTitle}>{pattern.title}</p>
      {pattern.example ? (
        <p className={styles.muted}>
          {t('pattern.example')}
          <MarkedWord segments={pattern.example.segments} /> {pattern.example.meaning}
        </p>
      ) : null}
      <p className={styles.row}>
        <StatusBadge status={progress.status} />
        {progress.attempts > 0 ? <span className={styles.muted}>{t('pattern.record', { right: progress.right, attempts: progress.attempts })}</span> : null}
      </p>
      <div className={styles.cardLinks}>
        <Link className={styles.cardLink} to={detailPath(pattern.phonogram_id)} data-testid="pattern-detail" aria-label={`${pattern.title} ${t('pattern.detail')}`}>
          {t('pattern.detail')}
        </Link>
        <Link className={[styles.cardLink, styles.primary].join(' ')} to={practicePath(pattern.phonogram_id)} data-testid="pattern-practice" aria-label={`${pattern.title} ${t('pattern.practice')}`}>
          {t('pattern.practice')}
        </Link>
      </div>
    </article>
  );
}
