import { Link, withQuery } from 'shared-ui/router';
import { Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useInterviewCards } from '../api/get-interview-cards';
import { INTERVIEW_PATHS } from '../eiken-interview-paths';
import { EIKEN_INTERVIEW_NS } from '../eiken-interview-texts';
import styles from './eiken-interview.module.css';

/** /eiken/interview/index: the interview cards of the student's target grade (grades 3 and up), each with its progress. */
export function InterviewIndexPage() {
  const { t } = useTranslation(EIKEN_INTERVIEW_NS);
  const cards = useInterviewCards();
  return (
    <QueryState query={cards}>
      {({ level, list }) =>
        level === null ? (
          <Page title={t('title')}>
            <StatusBlock title={t('noLevel')} detail={t('noLevelDetail')} action={<Link to="/testing">{t('chooseLevel')}</Link>} testId="no-level" />
          </Page>
        ) : (
          <Page title={t('title')} lead={t('lead', { level: level.name })} actions={<Link to="/testing">{t('changeLevel')}</Link>}>
            {list.length === 0 ? (
              <StatusBlock tone="empty" title={t('noCards', { level: level.name })} testId="no-cards" />
            ) : (
              <ul className={styles.cards}>
                {list.map((card) => (
                  <li key={card.card_id} className={styles.cardItem} data-testid="interview-card-row" data-code={card.code} data-status={card.resource.status}>
                    <img className={styles.thumb} src={card.picture} alt={t('picture', { title: card.passage_title })} />
                    <strong>{card.title}</strong>
                    <p className={styles.muted}>{t(`status.${card.resource.status}`, { score: card.resource.best_score })}</p>
                    <div className={styles.actions}>
                      <Link to={withQuery(INTERVIEW_PATHS.dialog, { resource_id: card.resource.resource_id })} data-testid="open-interview">
                        {t('practice')}
                      </Link>
                      {card.resource.status === 'completed' ? <Link to={withQuery(INTERVIEW_PATHS.result, { resource_id: card.resource.resource_id, from: 'last' })}>{t('lastResult')}</Link> : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Page>
        )
      }
    </QueryState>
  );
}
