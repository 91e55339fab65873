// Article reading aloud (spec part 2 section 4): the learner picks sentence mode (1) or
// whole-article mode (2) — the whole article by default, and always in review, paper, exam and
// homework. Sentence mode: a 3-2-1 countdown, then each sentence plays, a beep sounds and the
// learner reads it (20 s), the answer is posted and the next sentence follows by itself. Whole
// article: one recording of the passage (60 s) scored as read_chapter and posted per sentence
// with practice_type 2. An engine error brings the record button back where it stopped.
import { useMemo, useRef, useState } from 'react';
import { audioPlayer, readSpeechScore } from 'shared-speech';
import { Button, useTranslation } from 'shared-ui';
import { CountdownPopup, ReadingModePopup } from '../../engine/components/popups';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { cx } from '../../spoken/components/class-names';
import { EvaluatedWords } from '../../spoken/components/evaluated-words';
import { RecordPanel } from '../../spoken/components/record-panel';
import { SpokenResult } from '../../spoken/components/spoken-result';
import { TakeScore } from '../../spoken/components/take-score';
import classes from '../../spoken/components/spoken.module.css';
import { playCue } from '../../spoken/hooks/cue-sound';
import { evaluationRequestFor } from '../../spoken/hooks/use-item-recording';
import { lowScoreWarningFor, useSpokenRecorder } from '../../spoken/hooks/use-spoken-recorder';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { articleRecordSeconds, effectiveReadingMode, offersReadingModeChoice, READING_MODE, type ReadingMode } from '../../spoken/logic/article-mode';
import { chapterText, splitChapterResult } from '../../spoken/logic/chapter-split';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import { spokenAnswerFromTake, type RecordedTake, type SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenItem, screenText } from '../../spoken/model/spoken-item';

type Phase = 'choose' | 'ready' | 'countdown' | 'playing' | 'recording' | 'done';

/** One answer per sentence from a whole-article take (same recording, the sentence's slice of the result). */
export function wholeArticleAnswers(take: RecordedTake, count: number): SpokenAnswer[] {
  return splitChapterResult(take.score.raw, count).map((raw) => {
    const score = readSpeechScore(raw, take.score.sid) ?? take.score;
    return spokenAnswerFromTake({ ...take, score }, { practiceType: READING_MODE.wholeArticle });
  });
}

function ArticleReadingPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { resource, rules, toggles, mediaUrl, audio, onSubmit, controls } = props;
  const items = resource.items;
  const choosing = offersReadingModeChoice(rules);
  const [mode, setMode] = useState<ReadingMode>(effectiveReadingMode(rules));
  const [phase, setPhase] = useState<Phase>(choosing ? 'choose' : 'ready');
  const [current, setCurrent] = useState(0);
  const [answers, setAnswers] = useState<Record<string, SpokenAnswer>>({});
  const [whole, setWhole] = useState<SpokenAnswer | null>(null);
  const running = useRef(false);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const currentRef = useRef(current);
  currentRef.current = current;

  // One recorder for both modes: every request names its category and limit (20 s a sentence,
  // 60 s the whole article), and both kinds restore the record button on an engine error.
  const recorder = useSpokenRecorder({
    kind: 'article_reading',
    lowScoreWarning: lowScoreWarningFor(resource),
    onTake: (take) => {
      if (modeRef.current === READING_MODE.wholeArticle) {
        const perSentence = wholeArticleAnswers(take, items.length);
        perSentence.forEach((answer, position) => {
          const item = items[position];
          if (item) onSubmit(answer, item.question_id);
        });
        setAnswers(Object.fromEntries(perSentence.map((answer, position) => [items[position]?.question_id ?? '', answer])));
        setWhole(spokenAnswerFromTake(take, { practiceType: READING_MODE.wholeArticle }));
        setPhase('done');
        return;
      }
      const item = items[currentRef.current];
      if (!item) return;
      const answer = spokenAnswerFromTake(take, { practiceType: READING_MODE.sentence });
      onSubmit(answer, item.question_id);
      setAnswers((before) => ({ ...before, [item.question_id]: answer }));
      const next = currentRef.current + 1;
      if (next >= items.length) {
        running.current = false;
        setPhase('done');
        return;
      }
      setCurrent(next);
      void readSentence(next);
    },
    // article kinds restore the record button: the reading stops where it was.
    onEngineError: () => {
      running.current = false;
      audioPlayer.stop();
      setPhase('ready');
    },
  });

  const readSentence = async (position: number) => {
    const item = items[position];
    if (!item || !running.current) return;
    setPhase('playing');
    if (item.audio_file) await audioPlayer.playToEnd(mediaUrl(item.audio_file), { rate: toggles.speed });
    if (!running.current) return;
    await playCue('beep');
    if (!running.current) return;
    setPhase('recording');
    await recorder.start({ request: evaluationRequestFor(item, resource, { category: 'read_sentence' }), recordMaxTime: articleRecordSeconds(READING_MODE.sentence, asSpokenItem(item).record_max_time) });
  };

  const readWhole = async () => {
    setPhase('recording');
    const text = chapterText(items.map((item) => screenText(item)));
    await recorder.start({
      request: { category: 'read_chapter', text, resourceId: resource.res_id, questionId: items[0]?.question_id },
      recordMaxTime: articleRecordSeconds(READING_MODE.wholeArticle),
    });
  };

  const begin = () => {
    audio.stop();
    setWhole(null);
    running.current = true;
    if (mode === READING_MODE.sentence) void readSentence(current);
    else void readWhole();
  };

  const stopAll = () => {
    running.current = false;
    audioPlayer.stop();
    recorder.cancel();
    setPhase('ready');
  };

  const sentences = useMemo(() => items.map((item) => ({ id: item.question_id, text: screenText(item), jp: asSpokenItem(item).screen_text_jp })), [items]);
  const recording = phase === 'recording' || recorder.phase !== 'idle';

  return (
    <div className={classes.stack} data-testid="article-reading" data-mode={mode} data-phase={phase}>
      {phase === 'choose' ? (
        <ReadingModePopup
          onChoose={(chosen) => {
            setMode(effectiveReadingMode(rules, chosen as ReadingMode));
            setPhase('ready');
          }}
        />
      ) : null}
      {phase === 'countdown' ? <CountdownPopup onDone={begin} /> : null}
      {resource.full_text?.title ? <p className={classes.bigStatus}>{resource.full_text.title}</p> : null}
      <p className={classes.muted}>
        {t('article.mode', { mode: mode === READING_MODE.sentence ? t('article.sentenceMode') : t('article.wholeMode') })}
        {!choosing ? `（${t('article.forced')}）` : mode === READING_MODE.wholeArticle ? `（${t('article.wholeLimit')}）` : ''}
      </p>
      <div className={classes.stack} data-testid="article-text">
        {sentences.map((sentence, position) => {
          const answer = answers[sentence.id];
          const active = mode === READING_MODE.sentence && position === current && phase !== 'done' && phase !== 'choose';
          return (
            <div key={sentence.id} className={cx(classes.line, active && classes.lineActive)} data-testid="article-sentence" data-active={active ? 'true' : undefined}>
              <div className={classes.lineBody}>
                {answer?.score && rules.showCorrectness ? <EvaluatedWords words={answer.score.words} /> : <span className={classes.textSmall} lang="en">{sentence.text}</span>}
                {toggles.translation && sentence.jp ? (
                  <span className={classes.japanese} lang="ja">
                    {sentence.jp}
                  </span>
                ) : null}
                {answer && rules.showCorrectness ? <span className={classes.muted}>{t('score.points', { score: Math.round(answer.fields.percent_score) })}</span> : null}
              </div>
            </div>
          );
        })}
      </div>
      {mode === READING_MODE.sentence && phase !== 'choose' && phase !== 'done' ? (
        <p className={classes.muted} aria-live="polite">
          {t('article.sentenceProgress', { current: current + 1, total: items.length })}
        </p>
      ) : null}
      <div className={classes.row}>
        {phase === 'ready' ? (
          <Button width="auto" onClick={() => setPhase('countdown')} data-testid="article-start">
            {Object.keys(answers).length > 0 ? t('record.again') : t('article.start')}
          </Button>
        ) : null}
        {phase === 'ready' && choosing ? (
          <Button variant="secondary" width="auto" onClick={() => setPhase('choose')}>
            {t('article.changeMode')}
          </Button>
        ) : null}
        {resource.full_text?.audio_file && rules.showPlayback && (phase === 'ready' || phase === 'done') ? (
          <Button variant="secondary" width="auto" onClick={() => audio.play(mediaUrl(resource.full_text!.audio_file!))} data-testid="play-model">
            {t('play.model')}
          </Button>
        ) : null}
        {recording ? (
          <RecordPanel phase={recorder.phase} remaining={recorder.remaining} waveform={recorder.waveform} onStart={() => undefined} onStop={() => void recorder.stop()} hideStart />
        ) : null}
        {phase === 'playing' ? (
          <Button variant="secondary" width="auto" onClick={stopAll}>
            {t('play.pause')}
          </Button>
        ) : null}
        {phase === 'done' ? (
          <>
            <Button
              variant="secondary"
              width="auto"
              onClick={() => {
                setCurrent(0);
                setPhase('ready');
              }}
              data-testid="article-again"
            >
              {t('record.again')}
            </Button>
            <Button width="auto" onClick={controls.finish} data-testid="article-finish">
              {t('article.seeResults')}
            </Button>
          </>
        ) : null}
      </div>
      {whole && rules.showCorrectness ? <TakeScore score={whole.score} percent={whole.fields.percent_score} recordingUrl={whole.recordingUrl} audio={audio} showWords={false} /> : null}
    </div>
  );
}

function ArticleReadingResult(props: ResultItemProps<SpokenAnswer>) {
  return <SpokenResult {...props} />;
}

export const articleReadingType = spokenDefinition({
  key: 'article_reading',
  toggles: ['translation', 'speed'],
  sideListModules: [],
  drivesRun: true,
  Player: ArticleReadingPlayer,
  Result: ArticleReadingResult,
});
