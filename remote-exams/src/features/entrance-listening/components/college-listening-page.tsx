import { withQuery } from 'shared-ui/router';
import { Card, combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { COLLEGE_PATHS } from '../entrance-paths';
import { clock, ENTRANCE_NS, playsOfKind } from '../entrance-texts';
import { ReviewEntry } from './review-entry';
import { styles } from './entrance-styles';

/**
 * /college-entrance-test/listening: the common test's listening hub: practice by part (第1問〜第6問,
 * how often each part's audio is played, progress), the mock tests with the student's sittings,
 * and the review of wrong answers.
 */
export function CollegeListeningPage() {
  const { t } = useTranslation(ENTRANCE_NS);
  const classes = useClassList('college');
  const exams = useDirectoryList('college');
  return (
    <Page title={t('collegeTitle')} lead={t('collegeLead')} testId="college-listening">
      <QueryState query={combineQueries(classes, exams)}>
        {([{ level, list }, { list: mocks }]) =>
          level === null ? (
            <StatusBlock tone="empty" title={t('noContent')} />
          ) : (
            <>
              <Card title={t('partsTitle')} testId="college-parts">
                {list.length === 0 ? <StatusBlock tone="empty" title={t('noContent')} /> : <PartList parts={list} />}
              </Card>
              <Card title={t('mockTitle')} testId="college-mocks">
                {mocks.length === 0 ? <StatusBlock tone="empty" title={t('noMock')} /> : <MockList mocks={mocks} />}
              </Card>
              <ReviewEntry levelId={level.level_id} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

function PartList({ parts }: { parts: EikenClass[] }) {
  const { t } = useTranslation(ENTRANCE_NS);
  return (
    <ul className={styles.grid}>
      {parts.map((part) => (
        <li key={part.class_id} className={styles.item} data-testid="college-part" data-kind={part.kind}>
          <h3>{part.title}</h3>
          <div className={styles.tags}>
            <span className={styles.tag}>{t(`plays_${playsOfKind(part.kind)}`)}</span>
          </div>
          <p className={styles.muted}>{part.description}</p>
          <p className={styles.muted}>{t('progress', { done: part.completed_count, total: part.resource_count })}</p>
          <div className={styles.actions}>
            <LinkButton to={withQuery(COLLEGE_PATHS.practice, { directory_id: part.class_id })} data-testid="to-part">
              {t('practisePart', { part: t(`kind_${part.kind}`, { defaultValue: part.title }) })}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

function MockList({ mocks }: { mocks: ExamDirectory[] }) {
  const { t } = useTranslation(ENTRANCE_NS);
  return (
    <ul className={styles.grid}>
      {mocks.map((mock) => {
        const open = mock.open_attempt;
        return (
          <li key={mock.directory_id} className={styles.item} data-testid="college-mock">
            <h3>{mock.title}</h3>
            <p className={styles.muted}>{mock.description}</p>
            <p>{t('mockFacts', { minutes: mock.minutes, count: mock.item_count })}</p>
            <p className={styles.muted}>{mock.attempt_count > 0 ? t('attempts', { count: mock.attempt_count, percent: mock.best_percent ?? 0 }) : t('notTaken')}</p>
            {open ? <p className={styles.muted}>{open.remaining_seconds > 0 ? t('openAttempt', { time: clock(open.remaining_seconds) }) : t('openAttemptTimeUp')}</p> : null}
            <div className={styles.actions}>
              <LinkButton primary to={withQuery(COLLEGE_PATHS.mockTest, { directory_id: mock.directory_id })} data-testid="to-mock-test">
                {open ? t('resumeMock', { title: mock.title }) : t('takeMock', { title: mock.title })}
              </LinkButton>
              {mock.attempt_count > 0 && mock.last_guid ? (
                <LinkButton to={withQuery(COLLEGE_PATHS.mockResult, { guid: mock.last_guid })} data-testid="mock-last-result">
                  {t('lastResult', { title: mock.title })}
                </LinkButton>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
