import { useTranslation } from 'shared-ui';
import type { ToggleState } from '../model/question-type';
import type { ExerciseItem } from '../model/resource';
import type { ToggleKey } from '../modes/mode-rules';
import classes from './practice-layout.module.css';

/** The text each toggle reveals for an item; empty when the item has none. */
export function supportTexts(item: ExerciseItem): Partial<Record<ToggleKey, string>> {
  const sample = item.samples?.map((sample) => [sample.content, sample.content_jp].filter(Boolean).join('\n')).join('\n\n');
  return {
    subtitle: item.subtitle_original,
    translation: item.subtitle_translate ?? item.content_jp ?? item.screen_text_jp,
    sampleAnswer: sample || item.answer?.[0],
    answerTips: item.hint_jp,
    hint: item.hint,
  };
}

const ORDER: ToggleKey[] = ['subtitle', 'translation', 'hint', 'answerTips', 'sampleAnswer'];

/** What the switched-on toggles reveal, below the question. */
export function SupportPanel({ item, toggles, visible }: { item: ExerciseItem; toggles: ToggleState; visible: readonly ToggleKey[] }) {
  const { t } = useTranslation('exercises');
  const texts = supportTexts(item);
  const shown = ORDER.filter((key) => visible.includes(key) && toggles[key as keyof ToggleState] === true && texts[key]);
  if (shown.length === 0) return null;
  return (
    <div className={classes.support} data-testid="support-panel">
      {shown.map((key) => (
        <section key={key} className={classes.supportBlock} data-testid={`support-${key}`}>
          <h3>{t(`toggles.${key}`)}</h3>
          <p lang={key === 'translation' || key === 'answerTips' ? 'ja' : 'en'}>{texts[key]}</p>
        </section>
      ))}
    </div>
  );
}
