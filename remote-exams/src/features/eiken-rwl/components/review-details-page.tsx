import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { combineQueries, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { getReviewLogs, storedAnswersOf, type ReviewLogs } from '../api/get-review-logs';
import { EIKEN_REVIEW, type ReviewSource } from '../eiken-rwl-paths';
import { reviewNamespaces } from '../eiken-rwl-texts';
import { NothingToReview } from './nothing-to-review';

/**
 * /eiken/rwl/review/details?guid=&level_id=: a review played by the engine in review mode, one
 * set's wrong items after another (feedback and explanation after each answer). A review is
 * resumed at the first unanswered item; a finished one opens its result, and one with nothing
 * left to review says so. Another source's review
 * (the entrance listening tests: ?eiken_id=) plays the same way through its own calls and pages.
 */
export function ReviewDetailsPage({ source = EIKEN_REVIEW }: { source?: ReviewSource }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const levelId = numberParam(params, source.idParam);
  const engine = useExerciseEngine();
  const settleOutbox = engine.data?.settleOutbox;
  // Waiting answers go out first: the review resumes after the last one given.
  const logs = useQuery({
    queryKey: ['eiken-review-run', source.api.logs, levelId, guid],
    enabled: levelId !== undefined && guid !== '' && settleOutbox !== undefined,
    queryFn: async ({ signal }) => {
      await settleOutbox?.();
      return getReviewLogs(levelId ?? 0, guid, signal, source);
    },
    gcTime: 0,
    staleTime: Infinity,
  });
  if (!guid || !levelId) return <StatusBlock tone="error" title={t('missing')} />;
  return (
    <div data-testid="review-details">
      <QueryState query={combineQueries(engine, logs)}>
        {([loaded, review]) =>
          review.status === 'completed' ? (
            <Navigate to={withQuery(source.pages.result, { guid, [source.idParam]: levelId })} replace />
          ) : review.sections.length === 0 ? (
            // A new review with nothing wrong left to play: its result would be an empty, unfinished one.
            <NothingToReview source={source} levelCode={review.level.code} />
          ) : (
            <ReviewRun engine={loaded} review={review} levelId={levelId} source={source} />
          )
        }
      </QueryState>
    </div>
  );
}

function ReviewRun({ engine, review, levelId, source }: { engine: ExerciseEngine; review: ReviewLogs; levelId: number; source: ReviewSource }) {
  const { t } = useTranslation(reviewNamespaces(source), { nsMode: 'fallback' });
  const navigate = useNavigate();
  const firstOpen = Math.max(0, review.sections.findIndex((section) => section.items.some((item) => item.answered === 0)));
  const [index, setIndex] = useState(firstOpen);
  const section = review.sections[index]!;
  const last = index === review.sections.length - 1;
  const resourcePackage = useQuery({
    queryKey: ['resource-package', section.resource_file, section.resource_version],
    queryFn: ({ signal }) => engine.loadResourcePackage(section.resource_file, section.resource_version, signal),
    staleTime: Infinity,
  });
  const fields = { [source.idParam]: levelId, resource_id: section.resource_id };
  const submit = source.api.submit;
  const { ExercisePlayer } = engine;
  const result = withQuery(source.pages.result, { guid: review.guid, [source.idParam]: levelId });
  return (
    <QueryState query={resourcePackage}>
      {(resource) => (
        <ExercisePlayer
          key={section.resource_id}
          resource={resource}
          packagePath={section.resource_file}
          mode="review"
          module="eiken"
          // The end of the last set ends the review (is_completed), whatever was skipped.
          target={{ path: submit, fields, completion: last ? { path: submit, fields } : undefined }}
          attempt={review.guid}
          questionIds={section.question_ids}
          resumed={storedAnswersOf(section)}
          title={t('detailsPart', { current: index + 1, total: review.sections.length, title: section.title })}
          finishPopup={false}
          onFinished={() => (last ? void navigate(result, { replace: true }) : setIndex(index + 1))}
          onBack={() => void navigate(source.pages.startup(levelId))}
        />
      )}
    </QueryState>
  );
}
