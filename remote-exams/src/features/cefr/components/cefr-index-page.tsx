import { Link, useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, formatDate, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useCefrIndex, type CefrIndex } from '../api/get-cefr-index';
import { useTestHistory } from '../api/get-test-history';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';
import { CefrPath } from './cefr-path';
import styles from './cefr.module.css';

/** /cefr/index (cefrIndex): the student's level on the path, the last test, what to do next, and the test history. */
export function CefrIndexPage() {
  const { t } = useTranslation(CEFR_NS);
  const index = useCefrIndex();
  return (
    <Page
      title={t('title')}
      lead={t('lead')}
      actions={
        <span className={styles.row}>
          <Link to={CEFR_PATHS.testTips}>{t('tips')}</Link>
          <Link to={CEFR_PATHS.about}>{t('about')}</Link>
        </span>
      }
    >
      <QueryState query={index}>{(data) => <IndexBody data={data} />}</QueryState>
    </Page>
  );
}

function IndexBody({ data }: { data: CefrIndex }) {
  const { t, i18n } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const level = data.studentCefrLevel;
  const step = data.next_step;
  return (
    <>
      <Card title={t('yourLevel')} testId="cefr-level">
        {level ? (
          <p className={styles.levelBig} data-testid="student-level" data-level={level}>
            {t(`levels.${level}.name`)}
          </p>
        ) : (
          <StatusBlock tone="empty" title={t('noLevel')} detail={t('noLevelDetail')} testId="no-cefr-level" />
        )}
        <CefrPath level={level} />
        {data.last_test ? (
          <p className={styles.muted}>
            {t('lastTest')}：
            {data.last_test.test_level
              ? t('lastTestLine', { date: formatDate(data.last_test.finished_at, i18n.language), level: data.last_test.test_level, score: data.last_test.total_test_score })
              : t('placedLine', { date: formatDate(data.last_test.finished_at, i18n.language) })}{' '}
            <Link to={withQuery(CEFR_PATHS.testResult, { guid: data.last_test.guid })}>{t('seeResult')}</Link>
          </p>
        ) : null}
      </Card>
      <Card title={t('nextStep')} testId="cefr-next-step">
        <p>
          {t(`next.${step.reason}`, {
            level: step.unit ? t(`levels.${step.unit.level}.name`) : level ? t(`levels.${level}.name`) : '',
            current: level ? t(`levels.${level}.name`) : '',
            unit: step.unit?.title ?? '',
          })}
        </p>
        <div className={styles.row}>
          {step.kind === 'unit' && step.unit ? (
            <Button width="auto" onClick={() => void navigate(withQuery(CEFR_PATHS.details, { unit_id: step.unit!.unit_id }))} data-testid="practise-unit">
              {t('practiseUnit')}
            </Button>
          ) : null}
          <Button width="auto" variant={step.kind === 'test' ? 'primary' : 'secondary'} onClick={() => void navigate(CEFR_PATHS.test)} data-testid="take-test">
            {data.open_test_guid ? t('resumeTest') : t('takeTest')}
          </Button>
          <Button width="auto" variant="secondary" onClick={() => void navigate(CEFR_PATHS.map)} data-testid="open-map">
            {t('openMap')}
          </Button>
        </div>
      </Card>
      <TestHistory />
    </>
  );
}

function TestHistory() {
  const { t, i18n } = useTranslation(CEFR_NS);
  const history = useTestHistory();
  return (
    <Card title={t('history')} testId="cefr-history">
      <QueryState query={history} isEmpty={({ list }) => list.length === 0} empty={t('historyEmpty')}>
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((test) => (
              <li key={test.guid}>
                <Link to={withQuery(CEFR_PATHS.testResult, { guid: test.guid })}>
                  {t('historyLine', { date: formatDate(test.finished_at, i18n.language, true), before: test.level_before ?? '—', after: test.level_after ?? '—', score: test.total_test_score ?? 0 })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
