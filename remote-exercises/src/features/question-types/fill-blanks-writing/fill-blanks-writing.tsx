import { blanksType } from '../shared/blank-types';
import classes from '../shared/components/question-parts.module.css';

/** Fill-blanks writing: a short text to complete (a message, a diary) from a Japanese brief. */
export const fillBlanksWritingType = blanksType({
  key: 'fill_blanks_writing',
  toggles: ['translation', 'hint', 'sampleAnswer', 'answerTips'],
  Lead: ({ item }) => (
    <>
      {item.screen_title ? (
        <p className={classes.questionTitle} lang="en">
          {item.screen_title}
        </p>
      ) : null}
      {item.screen_title_jp ? (
        <p className={classes.promptJa} lang="ja">
          {item.screen_title_jp}
        </p>
      ) : null}
    </>
  ),
});
