import type { ReactNode } from 'react';
import { useBattleSteps } from '../hooks/use-battle-steps';
import type { BattleStep } from '../model/battle-steps';
import type { BattleView } from '../model/battle-view';
import { OptionGrid } from './option-grid';
import { QuestionView } from './question-view';
import { ScorePanel } from './score-panel';
import { TimerBar } from './timer-bar';
import { VerdictLine } from './verdict-line';
import styles from './battle-player.module.css';

type Props = {
  battle: BattleView;
  /** The server clock's lead over this browser's (server-clock.ts). */
  offsetMs: number;
  /** The rival's panel beside the student's (none in grammar mode). */
  rivalPanel?: ReactNode;
  /** Every question answered or missed. */
  onDone: () => void;
  /** Shown under the score panels once every question is done (waiting for the rival, the score being sent). */
  afterLast?: ReactNode;
};

/** A question is being answered (the clock runs) until the reply or the time-out. */
const isOpen = (step: BattleStep) => step.kind === 'open' || step.kind === 'sending' || step.kind === 'unsent';

/**
 * A battle's questions one at a time, for a live or ghost battle and for grammar mode alike: a
 * timer bar per question, four options, the server's verdict for a moment, then the next question.
 */
export function BattlePlayer({ battle, offsetMs, rivalPanel, onDone, afterLast }: Props) {
  const { step, me, serverNow, choose, resend } = useBattleSteps(battle, offsetMs, onDone);
  const questions = battle.contest_paper.questions;
  const question = step.kind === 'done' ? undefined : questions.find((entry) => entry.index === step.window.index);
  return (
    <div className={styles.battle} data-testid="battle-player" data-step={step.kind}>
      <div className={styles.scoreboard}>
        <ScorePanel contestant={battle.me} progress={me} total={battle.question_count} side="me" testId="my-panel" />
        {rivalPanel}
      </div>
      {step.kind !== 'done' && question ? (
        <div className={styles.stage}>
          <TimerBar window={step.window} serverNow={serverNow} hidden={!isOpen(step)} />
          <QuestionView key={question.index} question={question} total={battle.question_count} />
          <OptionGrid options={question.options} step={step} onChoose={choose} />
          <VerdictLine step={step} options={question.options} onResend={resend} />
        </div>
      ) : (
        afterLast
      )}
    </div>
  );
}
