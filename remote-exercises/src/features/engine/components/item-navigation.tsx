import { useTranslation } from 'shared-ui';
import type { ExerciseItem } from '../model/resource';
import type { ItemRunState } from '../stores/run-store';
import layout from './practice-layout.module.css';
import classes from './item-navigation.module.css';

/** "Question n of total" with a bar (the default layout). */
export function ProgressIndicator({ current, total, practised }: { current: number; total: number; practised: number }) {
  const { t } = useTranslation('exercises');
  return (
    <div className={layout.progress} data-testid="progress">
      <span aria-live="polite">{t('player.progress', { current, total })}</span>
      <div className={layout.progressBar} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={practised} aria-label={t('player.itemList')}>
        <div className={layout.progressFill} style={{ width: `${total ? (practised / total) * 100 : 0}%` }} />
      </div>
    </div>
  );
}

type SideListProps = {
  items: readonly ExerciseItem[];
  states: Record<string, ItemRunState>;
  index: number;
  canJump: boolean;
  onJump: (index: number) => void;
};

/** The side list of items (CEFR, skill-up and textbook layouts); jumping is off in homework. */
export function ItemSideList({ items, states, index, canJump, onJump }: SideListProps) {
  const { t } = useTranslation('exercises');
  return (
    <nav className={classes.side} aria-label={t('player.itemList')} data-testid="side-list">
      <h2>{t('player.itemList')}</h2>
      <ol>
        {items.map((item, position) => {
          const practised = states[item.question_id]?.practised ?? false;
          return (
            <li key={item.question_id}>
              <button type="button" aria-current={position === index ? 'step' : undefined} disabled={!canJump} onClick={() => onJump(position)}>
                <span>{t('player.itemNumber', { number: position + 1 })}</span>
                {practised ? (
                  <span className={classes.done} aria-label={t('player.itemPractised')}>
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
