import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { CEFR_LEVELS } from 'shared-contract';
import { Button, Card, Page, QueryState, ScoreStamp, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useTestResult, type TestResult, type TestResultItem } from '../api/get-test-result';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';
import styles from './cefr.module.css';

/**
 * /cefr/testResult?guid=: the level the test gave, the total score at the tested level and the
 * score lost by skill, the level change (up, down, same, first placement), and every item to
 * review with the engine's result view.
 */
export function CefrTestResultPage() {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? undefined;
  const result = useTestResult(guid);
  if (!guid) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <Page title={t('result.title')} onBack={() => void navigate(CEFR_PATHS.index)} testId="cefr-test-result">
      <QueryState query={result}>{(data) => <ResultBody result={data} />}</QueryState>
    </Page>
  );
}

function LevelChange({ result }: { result: TestResult }) {
  const { t } = useTranslation(CEFR_NS);
  const config = useSession((session) => session.config);
  const { level_before: before, level_after: after } = result;
  const position = (level: string | null) => (CEFR_LEVELS as readonly string[]).indexOf(level ?? '');
  const kind = before === null ? 'placedFirst' : position(after) > position(before) ? 'up' : position(after) < position(before) ? 'down' : 'same';
  return (
    <p data-testid="level-change" data-change={kind}>
      {t(`result.${kind}`, { before, after, upgrade: config.cefr_upgrade_score, downgrade: config.cefr_downgrade_score })}
    </p>
  );
}

function ResultBody({ result }: { result: TestResult }) {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  // The server scores a test at the tested level, or at the nearest level with items (pre-A1 at A1, C2 at C1).
  const tested = result.test_level ?? result.placed_level ?? 'A1';
  const scoredAt = tested === 'pre-A1' ? 'A1' : tested === 'C2' ? 'C1' : tested;
  return (
    <>
      <Card title={t('result.level')} testId="result-level">
        <p className={styles.levelBig} data-testid="result-level-value" data-level={result.level_after}>
          {result.level_after ? t(`levels.${result.level_after}.name`) : ''}
        </p>
        <LevelChange result={result} />
        <p className={styles.muted}>
          {t('result.placed', { level: result.placed_level })} {t('result.estimate', { theta: result.theta.toFixed(2), se: result.standard_error.toFixed(2) })}
        </p>
      </Card>
      <Card title={t('result.total')}>
        <div className={styles.row}>
          <ScoreStamp score={result.total_test_score ?? 0} />
          <div>
            <p className={styles.muted}>{t('result.totalDetail', { level: scoredAt })}</p>
            <p>{t('result.correct', { right: result.correct_count, total: result.items.length })}</p>
          </div>
        </div>
      </Card>
      <Card title={t('result.lost')} testId="lost-by-skill">
        <ul className={styles.bars}>
          {result.lost_test_score.map((entry) => (
            <li key={entry.skill} className={styles.bar}>
              <span>{t(`skills.${entry.skill}`)}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${Math.min(100, entry.lost * 4)}%`, display: 'block' }} />
              </span>
              <span>{t('result.lostPoints', { lost: entry.lost.toFixed(1) })}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('result.review')} testId="test-review">
        <QueryState query={engine}>{(loaded) => result.items.map((item) => <ReviewRow key={item.question_id} engine={loaded} item={item} />)}</QueryState>
      </Card>
      <div className={styles.row}>
        <Button width="auto" onClick={() => void navigate(CEFR_PATHS.index)} data-testid="to-cefr-index">
          {t('result.toIndex')}
        </Button>
        <Button width="auto" variant="secondary" onClick={() => void navigate(CEFR_PATHS.map)}>
          {t('result.toMap')}
        </Button>
      </div>
    </>
  );
}

/** One answered item: skill and right/wrong; opened, the engine's result view of it (question, answer, key, explanation). */
function ReviewRow({ engine, item }: { engine: ExerciseEngine; item: TestResultItem }) {
  const { t } = useTranslation(CEFR_NS);
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="review-item">
      <div className={styles.reviewRow}>
        <span>{t('result.reviewItem', { n: item.position, skill: t(`skills.${item.skill}`) })}</span>
        <span className={item.correct ? styles.right : styles.wrong}>{item.correct ? t('result.rightMark') : t('result.wrongMark')}</span>
        <Button width="auto" variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('result.hide') : t('result.show')}
        </Button>
      </div>
      {open ? <ItemReview engine={engine} item={item} /> : null}
    </div>
  );
}

function ItemReview({ engine, item }: { engine: ExerciseEngine; item: TestResultItem }) {
  const { resource_file: file, resource_version: version } = item.resource;
  const resourcePackage = useQuery({ queryKey: ['cefr-item-package', file, version], queryFn: ({ signal }) => engine.loadResourcePackage(file, version, signal), staleTime: Infinity });
  const { ExerciseResult } = engine;
  return (
    <QueryState query={resourcePackage}>
      {(resource) => <ExerciseResult resource={resource} packagePath={file} record={{ items: [{ ...item.answer, question_id: item.question_id }] }} questionIds={item.question_id} title={resource.part_title_jp ?? resource.part_title} />}
    </QueryState>
  );
}
