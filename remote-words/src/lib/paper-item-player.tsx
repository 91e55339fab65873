// One paper item of the word calls (word study's tasks, challenges, word test and wrong-topic
// loop; business words' tests): one word asked one way, a one-item engine resource built by the
// server, played by the engine's ExercisePlayer.
import type { ReactNode } from 'react';
import type { PracticeResource } from 'remote-exercises/engine';
import type { ExerciseEngine } from './engine';

/** A paper item as the server gives it (the schema types its resource as a plain record). */
export type PaperItemLike = { question_id: string; type_id: number; word_id: number; resource: object };

/** The engine plays resources from absolute media URLs: the package folder is the site root. */
const PAPER_PACKAGE_PATH = '/';

type Props = {
  engine: ExerciseEngine;
  item: PaperItemLike;
  /** practice: today's task, challenge, wrong-topic loop (right or wrong is shown); test: the word test, a business test. */
  mode: 'practice' | 'test';
  /** Where the engine posts the answer, with the flow's own fields (plan_id). */
  target: { path: string; fields: Record<string, string | number> };
  /** The run's guid: the engine sends it as `guid` with every answer. */
  attempt: string;
  title: ReactNode;
  /** Called once the item is answered (or skipped in a test) and the player has finished. */
  onFinished: () => void;
  onBack?: () => void;
  headerActions?: ReactNode;
  /** The wrapper's data-testid (the flows' tests find items by it). */
  testId?: string;
};

/**
 * One paper item played by the engine's ExercisePlayer, one player per item (the flow asks the
 * server for the next after each, or walks its paper), as the CEFR test does: no all-completed
 * popup per item.
 */
export function PaperItemPlayer({ engine, item, mode, target, attempt, title, onFinished, onBack, headerActions, testId = 'word-item' }: Props) {
  const { ExercisePlayer } = engine;
  return (
    <div data-testid={testId} data-question-id={item.question_id} data-type-id={item.type_id} data-word-id={item.word_id}>
      <ExercisePlayer
        resource={item.resource as PracticeResource}
        packagePath={PAPER_PACKAGE_PATH}
        mode={mode}
        module={mode === 'test' ? 'word_test' : 'study_word'}
        target={target}
        attempt={attempt}
        questionIds={item.question_id}
        title={title}
        finishPopup={false}
        onFinished={onFinished}
        onBack={onBack}
        headerActions={headerActions}
      />
    </div>
  );
}
