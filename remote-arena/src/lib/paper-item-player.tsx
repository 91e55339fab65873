// One wrong question to review: a one-item engine resource built by the server, played by the
// engine's ExercisePlayer (as remote-words plays its paper items).
import type { ReactNode } from 'react';
import type { PracticeResource } from 'remote-exercises/engine';
import type { ExerciseEngine } from './engine';

/** An item as the server gives it: the resource is a one-item engine PracticeResource. */
export type PaperItemLike = { question_id: string; resource: object };

/** The engine plays resources from absolute media URLs: the package folder is the site root. */
const PAPER_PACKAGE_PATH = '/';

type Props = {
  engine: ExerciseEngine;
  item: PaperItemLike;
  /** Where the engine posts the answer, with the flow's own fields. */
  target: { path: string; fields: Record<string, string | number> };
  /** The run's guid: the engine sends it as `guid` with every answer. */
  attempt: string;
  title: ReactNode;
  /** Called once the item is answered and the player has finished. */
  onFinished: () => void;
  onBack?: () => void;
  testId?: string;
};

/**
 * One item played by the engine's ExercisePlayer in practice mode (right or wrong is shown), one
 * player per item, without the engine's all-completed popup after each.
 */
export function PaperItemPlayer({ engine, item, target, attempt, title, onFinished, onBack, testId = 'arena-item' }: Props) {
  const { ExercisePlayer } = engine;
  return (
    <div data-testid={testId} data-question-id={item.question_id}>
      <ExercisePlayer
        resource={item.resource as PracticeResource}
        packagePath={PAPER_PACKAGE_PATH}
        mode="practice"
        module="arena"
        target={target}
        attempt={attempt}
        questionIds={item.question_id}
        title={title}
        finishPopup={false}
        onFinished={onFinished}
        onBack={onBack}
      />
    </div>
  );
}
