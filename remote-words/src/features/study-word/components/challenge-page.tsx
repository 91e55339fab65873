import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from 'shared-api';
import { useNavigate } from 'shared-ui/router';
import { Button, Page, QueryState, Spinner, StatusBlock, combineQueries, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import { useChallengePaper, type ChallengePaper } from '../api/get-challenge-paper';
import { PLAN_INFO_PATH } from '../api/get-plan-info';
import { PLAN_LIST_PATH } from '../api/get-plan-list';
import { CHALLENGE_LOG_PATH } from '../api/start-task';
import { usePlanIdParam } from '../hooks/use-plan-id';
import { planPath, STUDY_WORD_PATHS } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { PlanNotFound, planErrorView } from './plan-not-found';
import styles from './study-word.module.css';

/**
 * /challenge/:plan_id: a challenge paper (challenge-paper2) of words the student has seen, the
 * weakest first, played item by item like today's task (answers to upload-challenge-log), then
 * the result.
 */
export function ChallengePage() {
  const planId = usePlanIdParam();
  if (!planId) return <PlanNotFound missing />;
  return <Challenge planId={planId} />;
}

function Challenge({ planId }: { planId: number }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const paper = useChallengePaper(planId);
  const back = () => void navigate(STUDY_WORD_PATHS.plan);
  const noWords = (message: string) => (
    <StatusBlock
      title={message}
      testId="challenge-empty"
      action={
        <Button width="auto" onClick={() => void navigate(planPath('todayTask', planId))}>
          {t('plan.today')}
        </Button>
      }
    />
  );
  if (paper.data && paper.data.items.length > 0 && engine.data) return <ChallengeRun engine={engine.data} paper={paper.data} planId={planId} onBack={back} />;
  return (
    <Page title={t('challenge.title')} lead={t('challenge.lead')} onBack={back} narrow testId="challenge-intro">
      <QueryState
        query={combineQueries(paper, engine)}
        // No word learned yet: the server refuses the paper (400) with its own message.
        renderError={(error) => planErrorView(error) ?? (isApiError(error) && error.code === 400 ? noWords(error.message) : undefined)}
      >
        {() => noWords(t('challenge.empty'))}
      </QueryState>
    </Page>
  );
}

function ChallengeRun({ engine, paper, planId, onBack }: { engine: ExerciseEngine; paper: ChallengePaper; planId: number; onBack: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [at, setAt] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const item = paper.items[at];

  const onAnswered = async () => {
    // The answer must be on the server before the next item (and before the result reads it).
    await engine.settleOutbox();
    if (at + 1 < paper.items.length) {
      setAt(at + 1);
      return;
    }
    setFinishing(true);
    for (const key of [PLAN_LIST_PATH, PLAN_INFO_PATH]) void queryClient.invalidateQueries({ queryKey: [key] });
    void navigate(planPath('result', planId, { guid: paper.guid }), { replace: true });
  };

  if (!item || finishing) {
    return (
      <Page title={t('challenge.title')} narrow>
        <Spinner label={t('task.finishing')} />
      </Page>
    );
  }
  const progress = t('challenge.progress', { position: at + 1, total: paper.items.length });
  return (
    <div data-testid="challenge-run">
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="challenge-progress">
        {progress}
      </p>
      <PaperItemPlayer
        key={`${at}:${item.question_id}`}
        engine={engine}
        item={item}
        mode="practice"
        target={{ path: CHALLENGE_LOG_PATH, fields: { plan_id: planId } }}
        attempt={paper.guid}
        title={`${t('challenge.title')} · ${progress}`}
        onFinished={() => void onAnswered()}
        onBack={onBack}
      />
    </div>
  );
}

