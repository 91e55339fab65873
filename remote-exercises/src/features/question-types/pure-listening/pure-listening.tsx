// Pure listening: the learner listens to each item's audio (subtitles and translation on their
// toggles). Starting to play posts a full score once (spec part 2 section 4); when the audio
// finishes the next item comes, and after the last one the result screen.
import { useRef, useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import type { PlayerProps, QuestionTypeDefinition, ResultItemProps, StoredAnswer } from '../../engine/model/question-type';
import { PERCENT_PER_POINT, POINTS_PER_ITEM } from '../../engine/scoring/scoring';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { screenText } from '../../spoken/model/spoken-item';

export type ListenedAnswer = { listened: true };

/** The full score: 5 points (100 in percent-scored modules), percent 100. */
export function listenedFields(percentScored: boolean) {
  return { total_score: percentScored ? POINTS_PER_ITEM * PERCENT_PER_POINT : POINTS_PER_ITEM, percent_score: POINTS_PER_ITEM * PERCENT_PER_POINT };
}

/**
 * Mounted once for the run (drivesRun): in exam mode the engine would move on as soon as the full
 * score is posted and cut the audio short. The player moves the run on itself when the audio
 * ends (controls.next, which ends the run after the last item), so the engine's list and
 * support texts follow the item that plays.
 */
function PureListeningPlayer({ item, resource, rules, mediaUrl, audio, submitted, onSubmit, controls, toggles }: PlayerProps<ListenedAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const posted = useRef(new Set<string>(submitted ? [item.question_id] : []));
  const [listened, setListened] = useState<ReadonlySet<string>>(() => new Set(posted.current));
  const position = resource.items.findIndex((candidate) => candidate.question_id === item.question_id);
  const isLast = position >= resource.items.length - 1;
  const url = item.audio_file ? mediaUrl(item.audio_file) : null;
  const playing = url !== null && audio.playing === url;

  const play = () => {
    if (!url) return;
    // Playing posts the full score, once per item.
    if (!posted.current.has(item.question_id)) {
      posted.current.add(item.question_id);
      onSubmit({ listened: true }, item.question_id);
      setListened(new Set(posted.current));
    }
    audio.play(url, { onEnded: controls.next });
  };

  const practised = listened.has(item.question_id) || submitted !== null;
  return (
    <div className={classes.stack} data-testid="pure-listening" data-question-id={item.question_id}>
      <p className={classes.muted}>{t('listening.hint')}</p>
      {item.screen_pic ? <img className={classes.picture} src={mediaUrl(item.screen_pic)} alt={t('picture.alt')} /> : null}
      {item.screen_title ? <p className={classes.bigStatus}>{toggles.language === 'en' ? item.screen_title : (item.screen_title_jp ?? item.screen_title)}</p> : null}
      <div className={classes.row}>
        <Button width="auto" onClick={play} disabled={!url} data-testid="listen-play" aria-pressed={playing}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? t('play.pause') : t('listening.play')}
        </Button>
        {practised ? <span className={classes.muted}>✓ {t('listening.listened')}</span> : null}
        <span style={{ flex: 1 }} />
        <Button
          variant="secondary"
          width="auto"
          disabled={rules.nextRequiresPractised && !practised}
          onClick={() => {
            audio.stop();
            controls.next();
          }}
          data-testid="listen-next"
        >
          {isLast ? t('article.seeResults') : t('play.forward')}
        </Button>
      </div>
      {toggles.subtitle && screenText(item) ? (
        <p className={classes.textSmall} lang="en">
          {screenText(item)}
        </p>
      ) : null}
    </div>
  );
}

function PureListeningResult({ item, answer }: ResultItemProps<ListenedAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  return (
    <div className={classes.stack}>
      {item.screen_title ? <p className={classes.speaker}>{item.screen_title}</p> : null}
      <p className={classes.textSmall} lang="en">
        {screenText(item)}
      </p>
      {answer ? <p className={classes.muted}>✓ {t('result.listened')}</p> : null}
    </div>
  );
}

export const pureListeningType: QuestionTypeDefinition<ListenedAnswer> = {
  key: 'pure_listening',
  nameKey: 'spoken:types.pure_listening',
  toggles: ['subtitle', 'translation', 'speed'],
  advanceSpeed: 'default',
  autoAdvanceOnCorrect: false,
  practisedWhen: 'answered',
  sideListModules: [],
  drivesRun: true,
  // In the spoken family for the engine: no right/wrong banner or sound for the posted full score.
  speech: { kind: 'pure_listening' },
  validate: () => null,
  grade: () => ({ points: POINTS_PER_ITEM, correct: true }),
  fields: (_item, _answer, _graded, scoring) => listenedFields(scoring.percentScored),
  parseStored: (_item, stored: StoredAnswer) => (Number(stored.is_skipped) !== 1 && Number(stored.percent_score) > 0 ? { listened: true } : null),
  Player: PureListeningPlayer,
  Result: PureListeningResult,
};
