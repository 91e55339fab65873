import type { ReactNode } from 'react';
import type { ExerciseEngine } from '../../../lib/engine';
import { PAPER_PACKAGE_PATH, resourceOf, type PaperItem } from '../api/paper-item';

type Props = {
  engine: ExerciseEngine;
  item: PaperItem;
  /** practice: today's task, challenge, wrong-topic loop (right or wrong is shown); test: the word exam. */
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
};

/**
 * One paper item played by the engine's ExercisePlayer, one player per item (the flow asks the
 * server for the next after each), as the CEFR test does: no all-completed popup per item.
 */
export function PaperItemPlayer({ engine, item, mode, target, attempt, title, onFinished, onBack, headerActions }: Props) {
  const { ExercisePlayer } = engine;
  return (
    <div data-testid="word-item" data-question-id={item.question_id} data-type-id={item.type_id} data-word-id={item.word_id}>
      <ExercisePlayer
        resource={resourceOf(item)}
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
