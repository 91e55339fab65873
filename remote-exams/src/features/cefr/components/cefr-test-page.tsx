import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, withQuery } from 'shared-ui/router';
import { Button, Card, Page, QueryState, Spinner, useTranslation } from 'shared-ui';
import { useExerciseEngine, type ExerciseEngine } from '../../../lib/engine';
import { useCefrIndex } from '../api/get-cefr-index';
import { nextTestStep, startTest, TEST_ANSWER_PATH, type TestStep } from '../api/test-steps';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';
import styles from './cefr.module.css';

/**
 * /cefr/test: the adaptive placement test. The server chooses each item from the answers so far;
 * the engine plays it in exam mode and posts the answer (through its outbox); once the answer is
 * out, the server gives the next item or ends the test, and the page goes to /cefr/testResult.
 * An unfinished test is resumed where it stopped.
 */
export function CefrTestPage() {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const engine = useExerciseEngine();
  const index = useCefrIndex();
  const settleOutbox = engine.data?.settleOutbox;
  const start = useMutation({ mutationFn: (guid: string) => startTest(guid) });
  const advance = useMutation({
    mutationFn: async (guid: string) => {
      await settleOutbox?.();
      return nextTestStep(guid);
    },
  });
  const step: TestStep | undefined = advance.data ?? start.data;

  useEffect(() => {
    if (!step?.finished) return;
    // The level, the map's "your level" and the history change with a finished test.
    void queryClient.invalidateQueries({ queryKey: ['/cefr/index'] });
    void queryClient.invalidateQueries({ queryKey: ['/cefr/test/history'] });
    void queryClient.invalidateQueries({ queryKey: ['/cefr/level-map'] });
    void navigate(withQuery(CEFR_PATHS.testResult, { guid: step.guid }), { replace: true });
  }, [navigate, queryClient, step]);

  if (step?.item && engine.data) {
    return (
      <div data-testid="cefr-test">
        <TestItem engine={engine.data} step={step} onAnswered={() => advance.isPending || advance.mutate(step.guid)} />
        {advance.isError ? (
          <div className={styles.row}>
            <Button width="auto" onClick={() => advance.mutate(step.guid)} data-testid="retry-next">
              {t('test.retryNext')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <Page title={t('test.title')} onBack={() => void navigate(CEFR_PATHS.index)} narrow testId="cefr-test-intro">
      <QueryState query={index}>
        {(data) =>
          step?.finished ? (
            <Spinner label={t('test.finishing')} />
          ) : (
            <Card title={data.testCefrLevel ? t('test.atLevel', { level: data.testCefrLevel }) : t('test.firstTest')}>
              <p>{t('test.intro1')}</p>
              <p>{t('test.intro2')}</p>
              <p>{t('test.intro3')}</p>
              <Button width="auto" busy={start.isPending || engine.isPending} disabled={!engine.data} onClick={() => engine.data && start.mutate(engine.data.newGuid())} data-testid="start-test">
                {data.open_test_guid ? t('resumeTest') : t('test.start')}
              </Button>
            </Card>
          )
        }
      </QueryState>
    </Page>
  );
}

/** One item of the test: its set's package played by the engine, restricted to the item. */
function TestItem({ engine, step, onAnswered }: { engine: ExerciseEngine; step: TestStep; onAnswered: () => void }) {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const item = step.item!;
  const { resource_file: file, resource_version: version } = item.resource;
  const resourcePackage = useQuery({ queryKey: ['cefr-item-package', file, version], queryFn: ({ signal }) => engine.loadResourcePackage(file, version, signal), staleTime: Infinity });
  const { ExercisePlayer } = engine;
  return (
    <QueryState query={resourcePackage}>
      {(resource) => (
        <ExercisePlayer
          key={item.question_id}
          resource={resource}
          packagePath={file}
          mode="test"
          module="cefr"
          target={{ path: TEST_ANSWER_PATH, fields: {} }}
          attempt={step.guid}
          questionIds={item.question_id}
          title={`${t('test.title')} · ${t('test.progress', { n: item.position, max: step.max_items })}`}
          finishPopup={false}
          onFinished={onAnswered}
          onBack={() => void navigate(CEFR_PATHS.index)}
        />
      )}
    </QueryState>
  );
}
