import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from 'shared-api';
import { Button, Card, Page, QueryState, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { useExerciseEngine } from '../../../lib/engine';
import { PaperItemPlayer } from '../../../lib/paper-item-player';
import type { StartTesting } from '../api/get-start-testing';
import { BIZ_WORD_NS } from '../biz-word-texts';
import styles from './biz-word.module.css';

type Props = {
  title: string;
  /** Issues the paper (a run guid and its items). */
  start: () => Promise<StartTesting>;
  /** Where the engine posts each answer, and what it adds to every post. */
  answerPath: string;
  answerFields: Record<string, string | number>;
  /** After the last answer is out: the result page of this run. */
  onDone: (guid: string) => void;
  onBack: () => void;
};

/**
 * A word test: the paper's items one after another, each played by its own engine player in test
 * mode (as the CEFR test does), the answer posted through the engine's outbox to `answerPath`; the
 * server marks it. After the last item the outbox is settled and the result opens.
 */
export function WordTestRunner({ title, start, answerPath, answerFields, onDone, onBack }: Props) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const engine = useExerciseEngine();
  const [at, setAt] = useState(0);
  const finish = useMutation({
    mutationFn: async (guid: string) => {
      await engine.data?.settleOutbox();
      return guid;
    },
    onSuccess: onDone,
  });
  // A resumed paper leaves out the items already answered; one with none left goes to its result.
  const paper = useMutation({
    mutationFn: async () => {
      const issued = await start();
      return { ...issued, items: issued.items.filter((item) => !issued.answered.includes(item.question_id)), issuedCount: issued.items.length };
    },
    onSuccess: (issued) => {
      if (issued.items.length === 0 && issued.issuedCount > 0) finish.mutate(issued.guid);
    },
  });
  const items = paper.data?.items ?? [];
  const item = items[at];

  if (paper.data && item && engine.data && !finish.isPending && !finish.isSuccess) {
    const next = () => (at + 1 < items.length ? setAt(at + 1) : finish.mutate(paper.data.guid));
    return (
      <div data-testid="word-test" data-position={at + 1}>
        <PaperItemPlayer
          key={item.question_id}
          engine={engine.data}
          item={item}
          mode="test"
          target={{ path: answerPath, fields: answerFields }}
          attempt={paper.data.guid}
          title={`${title} · ${t('test.progress', { n: at + 1, total: items.length })}`}
          onFinished={next}
          onBack={onBack}
          testId="test-item"
        />
      </div>
    );
  }
  return (
    <Page title={title} onBack={onBack} narrow testId="word-test-intro">
      {finish.isPending || finish.isSuccess ? (
        <Spinner label={t('test.finishing')} />
      ) : paper.data && items.length === 0 ? (
        <StatusBlock tone="empty" title={t('test.noItems')} testId="test-no-items" />
      ) : paper.isError ? (
        <StatusBlock tone="error" title={isApiError(paper.error) ? paper.error.message : t('test.noItems')} testId="test-error" />
      ) : (
        <Card>
          <QueryState query={engine}>
            {() => (
              <Button busy={paper.isPending} onClick={() => paper.mutate()} data-testid="start-word-test">
                {t('test.start')}
              </Button>
            )}
          </QueryState>
          {finish.isError ? (
            <div className={styles.row}>
              <Button width="auto" onClick={() => paper.data && finish.mutate(paper.data.guid)} data-testid="retry-next">
                {t('test.retryNext')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </Page>
  );
}
