import { useMutation } from '@tanstack/react-query';
import { Button, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { useNow } from '../../../lib/use-now';
import { BattlePlayer } from '../../battle-player/components/battle-player';
import { StartCountdown } from '../../battle-player/components/start-countdown';
import type { BattleView } from '../../battle-player/model/battle-view';
import { submitGrammarScore } from '../api/submit-grammar-score';
import { GRAMMAR_NS } from '../grammar-texts';
import { GrammarResult } from './grammar-result';

type Props = { battle: BattleView; offsetMs: number; onAgain: () => void; againBusy: boolean; onOtherLevel: () => void };

/** One grammar run: the countdown, the questions (the same player as a battle, without a rival), then the score. */
export function GrammarRun({ battle, offsetMs, onAgain, againBusy, onOtherLevel }: Props) {
  const { t } = useTranslation(GRAMMAR_NS);
  const now = useNow(250);
  const score = useMutation({ mutationFn: () => submitGrammarScore(battle.battle_id) });
  if (score.data) return <GrammarResult score={score.data} onAgain={onAgain} againBusy={againBusy} onOtherLevel={onOtherLevel} />;
  if (now + offsetMs < Date.parse(battle.starts_at)) return <StartCountdown startsAt={battle.starts_at} nowMs={now} offsetMs={offsetMs} />;
  return (
    <BattlePlayer
      battle={battle}
      offsetMs={offsetMs}
      onDone={() => score.mutate()}
      afterLast={
        score.isError ? (
          <StatusBlock
            tone="error"
            title={t('failed')}
            testId="grammar-failed"
            action={
              <Button width="auto" onClick={() => score.mutate()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Spinner label={t('sending')} />
        )
      }
    />
  );
}
