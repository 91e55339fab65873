import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, combineQueries, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { reviewLogsQuery, storedAnswersOf, type ReviewLogs } from '../api/get-review-logs';
import { EIKEN_REVIEW, type ReviewSource } from '../eiken-rwl-paths';
import { reviewNamespaces } from '../eiken-rwl-texts';
import styles from './eiken-rwl.module.css';

/** How long the result waits for the review's answers to leave the engine's outbox. */
const OUTBOX_WAIT_MS = 15_000;

/**
 * /eiken/rwl/review/result?guid=&level_id=: a review's score and every reviewed item in the
 * engine's result view (the student's answer, the right one, the explanation), set by set.
 * Another source's review (the entrance listening tests: ?eiken_id=) reads its own calls.
 */
export function ReviewResultPage({ source = EIKEN_REVIEW }: { source?: ReviewSource }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const levelId = numberParam(params, source.idParam);
  const engine = useExerciseEngine();
  // The last answers may still be on their way: wait for them before reading the review.
  const [sent, setSent] = useState(false);
  const outbox = engine.data?.answerOutbox;
  useEffect(() => {
    if (!outbox || !guid) return;
    let active = true;
    void outbox.waitUntilDrained(guid, OUTBOX_WAIT_MS).finally(() => active && setSent(true));
    return () => {
      active = false;
    };
  }, [outbox, guid]);
  const logs = useQuery({ ...reviewLogsQuery(levelId ?? 0, guid, source), enabled: sent && levelId !== undefined && guid !== '' });
  // Items answered right left the paper: the counts of wrong answers shown elsewhere are stale now.
  const queryClient = useQueryClient();
  const readAt = logs.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: [source.api.paper] });
  }, [readAt, queryClient, source.api.paper]);
  if (!guid || !levelId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <QueryState query={combineQueries(engine, logs)}>
      {([loaded, review]) => <ReviewResult engine={loaded} review={review} levelId={levelId} source={source} />}
    </QueryState>
  );
}

function ReviewResult({ engine, review, levelId, source }: { engine: ExerciseEngine; review: ReviewLogs; levelId: number; source: ReviewSource }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(review.sections[0]?.resource_id);
  const section = review.sections.find((entry) => entry.resource_id === chosen);
  return (
    <Page title={t('resultTitle')} onBack={() => void navigate(source.pages.startup(levelId))} testId="review-result">
      <Card>
        <p className={styles.big} data-testid="review-score">
          {t('resultSummary', { correct: review.correct, total: review.total })}
        </p>
        {review.status !== 'completed' && review.sections.length > 0 ? (
          <p>
            {t('notFinished')} <Link to={withQuery(source.pages.details, { guid: review.guid, [source.idParam]: levelId })}>{t('continue')}</Link>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to={source.pages.startup(levelId)} data-testid="review-again">
            {t('again')}
          </Link>
          <Link to={source.home(review.level.code)}>{t('backToList')}</Link>
        </div>
      </Card>
      {review.sections.length > 0 ? (
        <Card>
          <p className={styles.muted}>{t('resultLead')}</p>
          <div className={styles.tabs} role="tablist">
            {review.sections.map((entry) => (
              <button
                key={entry.resource_id}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={entry.resource_id === chosen}
                onClick={() => setChosen(entry.resource_id)}
                data-testid="review-part"
              >
                {t('partScore', { title: entry.title, correct: entry.items.filter((item) => item.percent_score >= 100).length, total: entry.items.length })}
              </button>
            ))}
          </div>
          {section ? <SectionResult key={section.resource_id} engine={engine} section={section} /> : null}
        </Card>
      ) : null}
    </Page>
  );
}

function SectionResult({ engine, section }: { engine: ExerciseEngine; section: ReviewLogs['sections'][number] }) {
  const resourcePackage = useQuery({
    queryKey: ['resource-package', section.resource_file, section.resource_version],
    queryFn: ({ signal }) => engine.loadResourcePackage(section.resource_file, section.resource_version, signal),
    staleTime: Infinity,
  });
  const { ExerciseResult } = engine;
  return (
    <QueryState query={resourcePackage}>
      {(resource) => (
        <div role="tabpanel">
          <ExerciseResult resource={resource} packagePath={section.resource_file} record={{ items: storedAnswersOf(section) }} questionIds={section.question_ids} title={section.title} />
        </div>
      )}
    </QueryState>
  );
}
