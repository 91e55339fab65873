import { blanksType } from '../shared/blank-types';
import classes from '../shared/components/question-parts.module.css';

/** Translate fill words: the Japanese sentence is shown; type the English words it needs. */
export const translateFillWordsType = blanksType({
  key: 'translate_fill_words',
  toggles: ['hint', 'answerTips'],
  japanesePrompt: true,
  Lead: ({ item }) =>
    item.screen_text_jp ? (
      <p className={classes.prompt} lang="ja" data-testid="japanese">
        {item.screen_text_jp}
      </p>
    ) : null,
});
