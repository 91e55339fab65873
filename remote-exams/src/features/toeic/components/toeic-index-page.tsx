import { Link, withQuery } from 'shared-ui/router';
import { Card, combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useDirectoryList, type ExamDirectory } from '../../eiken-challenge/api/get-directory-list';
import { clock } from '../../eiken-challenge/eiken-challenge-texts';
import { useClassList, type EikenClass } from '../../eiken-practice/api/get-class-list';
import { useBizClassList, type BizClass } from '../api/get-biz-class-list';
import { useToeicHistoryList, type ToeicHistoryEntry } from '../api/get-toeic-history-list';
import { isListeningPart, isToeicPart } from '../toeic-paper';
import { TOEIC_PATHS } from '../toeic-paths';
import { TOEIC_NS } from '../toeic-texts';
import { styles } from './toeic-styles';

/**
 * /toeic/index: the TOEIC hub: the seven parts to practise (with progress and what each part
 * asks), the mock tests (best score, a sitting under way, the way in), the business TOEIC classes
 * and the way to the sittings.
 */
export function ToeicIndexPage() {
  const { t } = useTranslation(TOEIC_NS);
  const classes = useClassList('toeic');
  const exams = useDirectoryList('toeic');
  const history = useToeicHistoryList();
  const biz = useBizClassList();
  return (
    <Page title={t('title')} lead={t('lead')} actions={<Link to={TOEIC_PATHS.examHistory}>{t('toHistory')}</Link>} testId="toeic-index">
      <Card title={t('partsTitle')} testId="toeic-parts">
        <QueryState query={classes} isEmpty={({ list }) => !list.some((entry) => isToeicPart(entry.kind))} empty={t('noContent')}>
          {({ list }) => <PartList parts={list.filter((entry) => isToeicPart(entry.kind))} />}
        </QueryState>
      </Card>
      <Card title={t('mockTitle')} testId="toeic-mocks">
        <QueryState query={combineQueries(exams, history)} isEmpty={([{ list }]) => list.length === 0} empty={t('noMock')}>
          {([{ list }, sittings]) => <MockList mocks={list} sittings={sittings.list} />}
        </QueryState>
      </Card>
      <Card title={t('bizTitle')} testId="toeic-biz">
        <p className={styles.muted}>{t('bizLead')}</p>
        <QueryState query={biz} isEmpty={({ list }) => list.length === 0} empty={t('noBiz')}>
          {({ list }) => <BizList classes={list} />}
        </QueryState>
      </Card>
    </Page>
  );
}

function PartList({ parts }: { parts: EikenClass[] }) {
  const { t } = useTranslation(TOEIC_NS);
  return (
    <ul className={styles.grid}>
      {parts.map((part) => (
        <li key={part.class_id} className={styles.item} data-testid="toeic-part" data-kind={part.kind}>
          <h3>{part.title}</h3>
          <div className={styles.tags}>
            <span className={styles.tag}>{isListeningPart(part.kind) ? t('listeningTag') : t('readingTag')}</span>
          </div>
          <p className={styles.muted}>{t(`about_${part.kind}`, { defaultValue: part.description })}</p>
          <p className={styles.muted}>{t('progress', { done: part.completed_count, total: part.resource_count })}</p>
          <div className={styles.actions}>
            <LinkButton to={withQuery(TOEIC_PATHS.practice, { directory_id: part.class_id })} data-testid="to-part">
              {t('practisePart', { part: t(`kind_${part.kind}`, { defaultValue: part.title }) })}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The best TOEIC total of a test's sittings (null when none was scored). */
const bestScore = (sittings: ToeicHistoryEntry[], directoryId: number) =>
  sittings.filter((entry) => entry.directory_id === directoryId && entry.scaled_score !== null).reduce<number | null>((best, entry) => Math.max(best ?? 0, entry.scaled_score ?? 0), null);

function MockList({ mocks, sittings }: { mocks: ExamDirectory[]; sittings: ToeicHistoryEntry[] }) {
  const { t } = useTranslation(TOEIC_NS);
  return (
    <ul className={styles.grid}>
      {mocks.map((mock) => {
        const open = mock.open_attempt;
        const best = bestScore(sittings, mock.directory_id);
        return (
          <li key={mock.directory_id} className={styles.item} data-testid="toeic-mock">
            <h3>{mock.title}</h3>
            <p>{t('mockFacts', { minutes: mock.minutes, count: mock.item_count })}</p>
            <p className={styles.muted} data-testid="mock-best">
              {mock.attempt_count === 0 ? t('notTaken') : best !== null ? t('bestScore', { score: best, count: mock.attempt_count }) : t('bestPercent', { count: mock.attempt_count, percent: mock.best_percent ?? 0 })}
            </p>
            {open ? <p className={styles.muted}>{open.remaining_seconds > 0 ? t('openAttempt', { time: clock(open.remaining_seconds) }) : t('openAttemptTimeUp')}</p> : null}
            <div className={styles.actions}>
              <LinkButton
                primary
                to={withQuery(TOEIC_PATHS.examInfo, { directory_id: mock.directory_id })}
                aria-label={open ? t('resumeMock', { title: mock.title }) : t('takeMock', { title: mock.title })}
                data-testid="to-mock"
              >
                {open ? t('resume') : t('openMock')}
              </LinkButton>
              {mock.attempt_count > 0 && mock.last_guid ? (
                <LinkButton to={withQuery(TOEIC_PATHS.examResult, { guid: mock.last_guid })} aria-label={t('lastResult', { title: mock.title })} data-testid="mock-last-result">
                  {t('lastResultShort')}
                </LinkButton>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function BizList({ classes }: { classes: BizClass[] }) {
  const { t } = useTranslation(TOEIC_NS);
  return (
    <ul className={styles.grid}>
      {classes.map((entry) => (
        <li key={entry.class_id} className={styles.item} data-testid="toeic-biz-class">
          <h3>{entry.title}</h3>
          <p className={styles.muted}>{entry.description}</p>
          <p className={styles.muted}>{t('bizProgress', { done: entry.completed_count, total: entry.unit_count })}</p>
          <div className={styles.actions}>
            <LinkButton to={withQuery(TOEIC_PATHS.practice, { class_id: entry.class_id })} data-testid="to-biz-class">
              {t('toBizClass', { title: entry.title })}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NoToeic() {
  const { t } = useTranslation(TOEIC_NS);
  return <StatusBlock tone="error" title={t('missing')} action={<Link to={TOEIC_PATHS.index}>{t('backToHub')}</Link>} />;
}
