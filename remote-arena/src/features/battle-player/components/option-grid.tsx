import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { BattleStep } from '../model/battle-steps';
import type { BattleOption } from '../model/battle-view';
import styles from './battle-player.module.css';

type OptionState = 'idle' | 'chosen' | 'right' | 'wrong';

/** After the reply: the right option ○, a wrong choice ×; before it, the choice being sent. */
function stateOf(option: BattleOption, step: BattleStep): OptionState {
  if (step.kind === 'answered') {
    if (option.index === step.reply.right_choice) return 'right';
    return option.index === step.choice ? 'wrong' : 'idle';
  }
  if ((step.kind === 'sending' || step.kind === 'unsent' || step.kind === 'refused') && option.index === step.choice) return 'chosen';
  return 'idle';
}

const MARK: Record<OptionState, string> = { idle: '', chosen: '', right: '○', wrong: '×' };

/** The four options as buttons; only the open question takes a choice. */
export function OptionGrid({ options, step, onChoose }: { options: BattleOption[]; step: BattleStep; onChoose: (choice: number) => void }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  const open = step.kind === 'open';
  return (
    <div className={styles.options} role="group" aria-label={t('optionsLabel')}>
      {options.map((option, position) => {
        const state = stateOf(option, step);
        return (
          <button
            key={option.index}
            type="button"
            className={[styles.option, styles[`option-${state}`]].join(' ')}
            disabled={!open}
            onClick={() => onChoose(option.index)}
            data-testid="battle-option"
            data-option={option.index}
            data-state={state}
          >
            <span className={styles.optionNumber} aria-hidden="true">
              {MARK[state] || position + 1}
            </span>
            <span lang="en">{option.content}</span>
            {state === 'idle' ? null : <span className="visually-hidden">{t(`optionState.${state}`)}</span>}
          </button>
        );
      })}
    </div>
  );
}
