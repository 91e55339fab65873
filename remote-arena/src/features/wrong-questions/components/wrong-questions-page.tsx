import { useState } from 'react';
import { combineQueries, LinkButton, Page, QueryState, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS, wrongResultHref } from '../../../lib/arena-paths';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import { useWrongQuestionPaper, WRONG_QUESTION_ANSWER_PATH, type WrongQuestionPaper } from '../api/get-wrong-question-paper';
import { WRONG_QUESTIONS_NS } from '../wrong-questions-texts';
import styles from './wrong-questions.module.css';

/** /arena/wrongQuestions?type_id=: the battles' wrong questions played one after another with the engine, then their result. */
export function WrongQuestionsPage() {
  const { t } = useTranslation(WRONG_QUESTIONS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const engine = useExerciseEngine();
  const paper = useWrongQuestionPaper(numberParam(params, 'type_id'), engine.data?.settleOutbox);
  const back = () => void navigate(ARENA_PATHS.index);
  if (engine.data && paper.data && paper.data.items.length > 0) return <ReviewRun engine={engine.data} paper={paper.data} onBack={back} />;
  return (
    <Page title={t('title')} onBack={back} narrow testId="arena-wrong-questions">
      <QueryState query={combineQueries(engine, paper)}>{() => <NothingToReview />}</QueryState>
    </Page>
  );
}

function NothingToReview() {
  const { t } = useTranslation(WRONG_QUESTIONS_NS);
  return <StatusBlock tone="empty" title={t('empty')} detail={t('emptyLead')} action={<LinkButton to={ARENA_PATHS.index}>{t('toIndex')}</LinkButton>} testId="wrong-questions-empty" />;
}

function ReviewRun({ engine, paper, onBack }: { engine: ExerciseEngine; paper: WrongQuestionPaper; onBack: () => void }) {
  const { t } = useTranslation(WRONG_QUESTIONS_NS);
  const navigate = useNavigate();
  const [at, setAt] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const count = paper.items.length;
  const item = paper.items[at];

  /** The answer must be on the server before the result (or a resumed run) is read. */
  const next = async () => {
    if (at + 1 < count) {
      setAt(at + 1);
      return;
    }
    setFinishing(true);
    await engine.settleOutbox();
    void navigate(wrongResultHref(paper.guid), { replace: true });
  };

  if (finishing || !item) {
    return (
      <Page title={t('title')} narrow>
        <Spinner label={t('finishing')} />
      </Page>
    );
  }
  const progress = t('progress', { position: at + 1, count });
  return (
    <div data-testid="wrong-questions-run" data-at={at} data-guid={paper.guid}>
      <div className={styles.progressBar}>
        <span data-testid="wrong-questions-progress" aria-live="polite">
          {progress}
        </span>
        <progress value={at} max={count} aria-label={t('progressLabel')} />
        <span className={styles.muted}>{t('waitingTotal', { total: paper.total })}</span>
      </div>
      <PaperItemPlayer
        key={item.question_id}
        engine={engine}
        item={item}
        target={{ path: WRONG_QUESTION_ANSWER_PATH, fields: { guid: paper.guid } }}
        attempt={paper.guid}
        title={`${t('title')} · ${progress}`}
        onFinished={() => void next()}
        onBack={onBack}
        testId="wrong-question-item"
      />
    </div>
  );
}
