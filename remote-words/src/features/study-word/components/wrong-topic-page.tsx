import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import { Button, Card, Page, QueryState, Spinner, StatusBlock, combineQueries, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import { useWrongTopicList, WRONG_TOPIC_LIST_PATH } from '../api/get-wrong-topic-list';
import { getWrongTopicResource, useWrongTopicResource, WRONG_TOPIC_ANSWER_PATH, WRONG_TOPIC_RESOURCE_PATH, type WrongTopicResource } from '../api/get-wrong-topic-resource';
import type { PaperItem } from '../api/paper-item';
import { afterLoopAnswer, nextLoopRound, startLoop, type WrongTopicLoop } from '../model/exam-flow';
import { STUDY_WORD_PATHS, WRONG_TOPIC_RESULT, wrongTopicPath } from '../study-word-paths';
import { STUDY_WORD_NS } from '../study-word-texts';
import { WrongTopicExamList } from './wrong-topic-exam-list';
import styles from './study-word.module.css';

/**
 * /study_word/wrong_topic: the wrong-topic loop of a word test (?guid=). Its wrong and unanswered
 * items are played round after round until all are right; then the same path shows
 * WRONG_TOPIC_RESULT (?guid=&result=1). Without a guid: the tests that have items to put right.
 */
export function WrongTopicPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) return <WrongTopicChooser />;
  if (params.get('result') === '1') return <WrongTopicResult guid={guid} />;
  return <WrongTopicLoopView key={guid} guid={guid} />;
}

function WrongTopicChooser() {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const list = useWrongTopicList();
  return (
    <Page title={t('wrongTopic.title')} lead={t('wrongTopic.lead')} onBack={() => void navigate(STUDY_WORD_PATHS.test)} narrow testId="wrong-topic-choose">
      <QueryState query={list} isEmpty={(data) => data.list.length === 0} empty={t('test.wrongTopicEmpty')}>
        {(data) => (
          <Card title={t('wrongTopic.chooseTitle')}>
            <WrongTopicExamList exams={data.list} />
          </Card>
        )}
      </QueryState>
    </Page>
  );
}

function WrongTopicLoopView({ guid }: { guid: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const engine = useExerciseEngine();
  const resource = useWrongTopicResource(guid);
  const back = () => void navigate(STUDY_WORD_PATHS.test);
  if (resource.data && engine.data) {
    if (resource.data.items.length === 0) return <GoToResult guid={guid} />;
    return <LoopRun engine={engine.data} first={resource.data} onBack={back} />;
  }
  return (
    <Page title={t('wrongTopic.title')} onBack={back} narrow testId="wrong-topic-loading">
      <QueryState query={combineQueries(resource, engine)}>{() => null}</QueryState>
    </Page>
  );
}

/** Nothing left to put right: the loop's end view, at the same path (WRONG_TOPIC_RESULT). */
function GoToResult({ guid }: { guid: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: [WRONG_TOPIC_LIST_PATH] });
    // The loop's first read of this test is still cached: the result must read what is left now.
    void queryClient.invalidateQueries({ queryKey: [WRONG_TOPIC_RESOURCE_PATH, guid] });
    void navigate(wrongTopicPath(guid, true), { replace: true, state: { view: WRONG_TOPIC_RESULT } });
  }, [guid, navigate, queryClient]);
  return <Spinner />;
}

function LoopRun({ engine, first, onBack }: { engine: ExerciseEngine; first: WrongTopicResource; onBack: () => void }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const [items, setItems] = useState<ReadonlyMap<string, PaperItem>>(() => new Map(first.items.map((item) => [item.question_id, item])));
  const [loop, setLoop] = useState<WrongTopicLoop>(() => startLoop(first.items.map((item) => item.question_id)));
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  /** The round is over: ask the server what is still not right, and go round again with it. */
  const nextRound = async () => {
    setChecking(true);
    setFailed(false);
    try {
      const left = await getWrongTopicResource(first.guid);
      const next = nextLoopRound(
        loop,
        left.items.map((item) => item.question_id),
      );
      if (next === 'done') {
        setDone(true);
        return;
      }
      setItems(new Map(left.items.map((item) => [item.question_id, item])));
      setLoop(next);
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const onAnswered = async () => {
    await engine.settleOutbox();
    const step = afterLoopAnswer(loop);
    if (step === 'refresh') await nextRound();
    else setLoop(step);
  };

  if (done) return <GoToResult guid={first.guid} />;
  const questionId = loop.queue[loop.at];
  const item = questionId ? items.get(questionId) : undefined;
  if (checking || failed || !item) {
    return (
      <Page title={t('wrongTopic.title')} onBack={onBack} narrow>
        {failed ? (
          <StatusBlock
            tone="error"
            title={t('task.retryNext')}
            action={
              <Button width="auto" onClick={() => void nextRound()} data-testid="retry-next">
                {t('task.retryNext')}
              </Button>
            }
          />
        ) : (
          <Spinner label={t('wrongTopic.loading')} />
        )}
      </Page>
    );
  }
  const progress = t('wrongTopic.round', { round: loop.round, at: loop.at + 1, count: loop.queue.length });
  return (
    <div data-testid="wrong-topic-run" data-round={loop.round}>
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="wrong-topic-progress">
        {progress}
      </p>
      <PaperItemPlayer
        key={`${loop.round}:${item.question_id}`}
        engine={engine}
        item={item}
        mode="practice"
        target={{ path: WRONG_TOPIC_ANSWER_PATH, fields: {} }}
        attempt={first.guid}
        title={`${t('wrongTopic.title')} · ${progress}`}
        onFinished={() => void onAnswered()}
        onBack={onBack}
      />
    </div>
  );
}

/** WRONG_TOPIC_RESULT: every wrong item of the test is now right. */
function WrongTopicResult({ guid }: { guid: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  const navigate = useNavigate();
  const resource = useWrongTopicResource(guid);
  return (
    <Page title={t('wrongTopic.title')} onBack={() => void navigate(STUDY_WORD_PATHS.test)} narrow testId="wrong-topic-result">
      <QueryState query={resource}>
        {(data) =>
          data.items.length > 0 ? (
            <StatusBlock
              title={t('test.wrongTopicCount', { count: data.items.length, total: data.total })}
              action={
                <Button width="auto" onClick={() => void navigate(wrongTopicPath(guid), { replace: true })} data-testid="wrong-topic-continue">
                  {t('test.wrongTopicStart')}
                </Button>
              }
            />
          ) : (
          <StatusBlock
            title={t('wrongTopic.resultTitle')}
            detail={t('wrongTopic.resultLead', { total: data.total })}
            testId={WRONG_TOPIC_RESULT}
            action={
              <Button width="auto" onClick={() => void navigate(STUDY_WORD_PATHS.test)} data-testid="wrong-topic-back">
                {t('wrongTopic.backToTests')}
              </Button>
            }
          />
          )
        }
      </QueryState>
    </Page>
  );
}
