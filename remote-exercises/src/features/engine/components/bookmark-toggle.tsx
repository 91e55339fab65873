import { Button, showToast, useTranslation } from 'shared-ui';
import { useToggleFavoriteSentence } from '../api/toggle-favorite-sentence';
import { fillBlanks } from '../answers/typed-answer';
import type { ExerciseItem } from '../model/resource';

/** What a bookmark keeps of an item: its English sentence (or word) and Japanese. */
export function bookmarkText(item: ExerciseItem): { en: string; jp?: string; category: 'read_word' | 'read_sentence' } | null {
  if (item.word) return { en: item.word, jp: item.mean ?? item.choose?.find((option) => option.correct === 1)?.content, category: 'read_word' };
  if (item.filling_answer && item.screen_text) return { en: fillBlanks(item.screen_text, item.filling_answer.map((accepted) => accepted[0] ?? '')), jp: item.screen_text_jp ?? item.subtitle_translate, category: 'read_sentence' };
  if (item.answer?.length && item.screen_text) return { en: fillBlanks(item.screen_text, item.answer), jp: item.screen_text_jp, category: 'read_sentence' };
  if (item.answer?.length) return { en: item.answer[0]!, jp: item.screen_text_jp, category: 'read_sentence' };
  if (item.subtitle_original && !item.subtitle_original.includes('\n')) return { en: item.subtitle_original, jp: item.subtitle_translate, category: 'read_sentence' };
  return null;
}

type Props = { resourceId: number; item: ExerciseItem; collected: boolean; onChange: (collected: boolean) => void };

/**
 * Adds the item's sentence to, or removes it from, the student's favourites. The button is
 * disabled while the request runs; the state flips only after success (spec part 2, section 4).
 */
export function BookmarkToggle({ resourceId, item, collected, onChange }: Props) {
  const { t } = useTranslation('exercises');
  const toggle = useToggleFavoriteSentence();
  const text = bookmarkText(item);
  if (!text) return null;
  const sentence = { resource_id: resourceId, question_index: item.index, screen_en_text: text.en, screen_jp_text: text.jp, category: text.category, audio_file_name: item.audio_file };
  const click = () =>
    toggle.mutate(
      { collected, sentence },
      {
        onSuccess: () => {
          onChange(!collected);
          showToast(collected ? t('player.bookmarkRemoved') : t('player.bookmarkAdded'));
        },
        onError: () => showToast(t('player.bookmarkFailed')),
      },
    );
  return (
    <Button variant="text" width="auto" busy={toggle.isPending} aria-pressed={collected} onClick={click} data-testid="bookmark">
      <span aria-hidden="true">{collected ? '★' : '☆'}</span> {collected ? t('player.bookmarked') : t('player.bookmark')}
    </Button>
  );
}
