import { Button, useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { BattleStep } from '../model/battle-steps';
import type { BattleOption } from '../model/battle-view';
import styles from './battle-player.module.css';

/** What became of the answer, announced politely: ○/× with the right option, 時間切れ, a refusal, or a resend. */
export function VerdictLine({ step, options, onResend }: { step: BattleStep; options: BattleOption[]; onResend: () => void }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return (
    <div className={styles.verdict} role="status" data-testid="verdict" data-verdict={verdictOf(step)}>
      <VerdictText step={step} options={options} />
      {step.kind === 'unsent' ? (
        <Button width="auto" onClick={onResend} data-testid="resend-answer">
          {t('verdict.resend')}
        </Button>
      ) : null}
    </div>
  );
}

function verdictOf(step: BattleStep): string {
  if (step.kind === 'answered') return step.reply.right ? 'right' : 'wrong';
  return step.kind;
}

function VerdictText({ step, options }: { step: BattleStep; options: BattleOption[] }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  switch (step.kind) {
    case 'answered': {
      if (step.reply.right) return <p className={[styles.verdictText, styles.verdictRight].join(' ')}>{t('verdict.right', { points: step.reply.points })}</p>;
      const answer = options.find((option) => option.index === step.reply.right_choice)?.content ?? '';
      return (
        <p className={[styles.verdictText, styles.verdictWrong].join(' ')}>
          {t('verdict.wrong')} <span className={styles.rightAnswer}>{t('verdict.rightAnswer', { answer })}</span>
        </p>
      );
    }
    case 'timeout':
      return <p className={[styles.verdictText, styles.verdictWrong].join(' ')}>{t('verdict.timeout')}</p>;
    case 'refused':
      return (
        <p className={[styles.verdictText, styles.verdictWrong].join(' ')}>
          {t('verdict.refused')}: {step.message}
        </p>
      );
    case 'sending':
      return <p className={styles.verdictText}>{t('verdict.sending')}</p>;
    case 'unsent':
      return <p className={[styles.verdictText, styles.verdictWrong].join(' ')}>{t('verdict.unsent')}</p>;
    default:
      return null;
  }
}
