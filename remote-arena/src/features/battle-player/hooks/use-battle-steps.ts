import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ArenaProgress } from 'shared-contract';
import { newGuid } from 'shared-api';
import { useNow } from '../../../lib/use-now';
import { submitExerciseLog } from '../api/submit-exercise-log';
import { battleReducer, startStep } from '../model/battle-steps';
import type { BattleView, QuestionWindow } from '../model/battle-view';
import { sendWithRetry } from '../model/send-answer';

/** Often enough for a smooth timer bar, seldom enough for a phone. */
const TICK_MS = 100;

/**
 * Plays a battle's questions against the server: a choice is posted (with a new guid, resent
 * with the same one while the connection is lost), the reply or the clock moves on, and
 * `onDone` runs once every question is answered or missed. `battle` may be read again (a
 * reconnect): a server that is ahead is followed.
 */
export function useBattleSteps(battle: BattleView, offsetMs: number, onDone: () => void) {
  const reducer = useMemo(() => battleReducer({ questionCount: battle.question_count, secondsPerQuestion: battle.seconds_per_question }), [battle.question_count, battle.seconds_per_question]);
  const [step, dispatch] = useReducer(reducer, battle.current, startStep);
  const [me, setMe] = useState<ArenaProgress>(battle.me.progress);
  const serverNow = useNow(TICK_MS, step.kind !== 'done') + offsetMs;

  useEffect(() => dispatch({ type: 'tick', now: serverNow }), [serverNow]);
  const serverCurrent = battle.current;
  useEffect(() => dispatch({ type: 'sync', current: serverCurrent }), [serverCurrent]);

  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  const done = step.kind === 'done';
  useEffect(() => {
    if (done) doneRef.current();
  }, [done]);

  const send = useCallback(
    async (window: QuestionWindow, choice: number, guid: string) => {
      const outcome = await sendWithRetry(() => submitExerciseLog({ battle_id: battle.battle_id, question_index: window.index, choice, guid }));
      const now = Date.now() + offsetMs;
      if (outcome.kind === 'reply') {
        setMe(outcome.reply.me);
        dispatch({ type: 'reply', reply: outcome.reply, now });
      } else if (outcome.kind === 'refused') dispatch({ type: 'refused', message: outcome.message, now });
      else dispatch({ type: 'unsent' });
    },
    [battle.battle_id, offsetMs],
  );

  const choose = (choice: number) => {
    if (step.kind !== 'open') return;
    const guid = newGuid();
    dispatch({ type: 'choose', choice, guid });
    void send(step.window, choice, guid);
  };

  const resend = () => {
    if (step.kind !== 'unsent') return;
    dispatch({ type: 'resend' });
    void send(step.window, step.choice, step.guid);
  };

  return { step, me, serverNow, choose, resend };
}
