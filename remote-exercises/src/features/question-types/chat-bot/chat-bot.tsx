// Chat bot (spec part 2 sections 4, 5, 9): after a countdown the bot says its prompt (played),
// the learner answers aloud with one of the offered replies, the spoken reply is matched to an
// option by the spec's edit-distance rule (irrelevance under 70 wins, the closest option), the
// answer "<child>-<option>" is posted, and 1.2 s later the prompt that option leads to shows.
// A reply that matches nothing asks to try again (confirm); the third failure alerts and takes
// the first option. The conversation ends at the results when no prompt follows.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, showAlert, showConfirm, useTranslation } from 'shared-ui';
import { CountdownPopup } from '../../engine/components/popups';
import type { PlayerProps, ResultItemProps } from '../../engine/model/question-type';
import { RecordPanel } from '../../spoken/components/record-panel';
import classes from '../../spoken/components/spoken.module.css';
import { lowScoreWarningFor, useSpokenRecorder } from '../../spoken/hooks/use-spoken-recorder';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import { attemptOutcome, CHAT_BOT_NEXT_PROMPT_DELAY_MS, matchReply } from '../../spoken/logic/chat-bot-matching';
import { chatBotAnswerResult, firstPrompt, optionsFor, parseChatBotAnswerResult, promptAfter, readChatBotScript, type ChatBotOption, type ChatBotPrompt } from '../../spoken/logic/chat-bot-script';
import { spokenDefinition } from '../../spoken/model/spoken-definition';
import { spokenAnswerFromTake, type RecordedTake, type SpokenAnswer } from '../../spoken/model/spoken-answer';
import { asSpokenResource } from '../../spoken/model/spoken-item';

type Turn = { prompt: ChatBotPrompt; option: ChatBotOption; heard: string };

function ChatBotPlayer(props: PlayerProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const { resource, mediaUrl, audio, onSubmit, controls, toggles } = props;
  const script = useMemo(() => readChatBotScript(asSpokenResource(resource)), [resource]);
  const [phase, setPhase] = useState<'intro' | 'countdown' | 'talking' | 'done'>('intro');
  const [prompt, setPrompt] = useState<ChatBotPrompt | undefined>(() => firstPrompt(script));
  const [turns, setTurns] = useState<Turn[]>([]);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const options = useMemo(() => (prompt ? optionsFor(script, prompt) : []), [script, prompt]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Each prompt is said when it shows.
  useEffect(() => {
    if (phase === 'talking' && prompt?.audio_file) audio.play(mediaUrl(prompt.audio_file));
    // audio is stable per run; only a new prompt plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, prompt]);

  const take = (current: ChatBotPrompt, option: ChatBotOption, recorded: RecordedTake) => {
    const heard = recorded.score.recognizedText;
    onSubmit(spokenAnswerFromTake(recorded, { answerResult: chatBotAnswerResult(current, option), recognizeText: heard }), current.question_id);
    setTurns((before) => [...before, { prompt: current, option, heard }]);
    failures.current = 0;
    timer.current = setTimeout(() => {
      const next = promptAfter(script, option);
      if (next) {
        setPrompt(next);
        // The engine's progress follows the conversation (this player stays mounted: drivesRun).
        controls.next();
        return;
      }
      setPhase('done');
      controls.finish();
    }, CHAT_BOT_NEXT_PROMPT_DELAY_MS);
  };

  const recorder = useSpokenRecorder({
    kind: 'chat_bot',
    lowScoreWarning: lowScoreWarningFor(resource),
    onTake: (recorded) => {
      if (!prompt) return;
      const match = matchReply(recorded.score.recognizedText, options.map((option) => option.screen_text));
      const outcome = attemptOutcome(match, failures.current);
      if (outcome.action === 'take') {
        const option = options[outcome.position];
        if (!option) return;
        if (outcome.forced) void showAlert(t('chat.chat_bot_recognition_three_failures_message')).then(() => take(prompt, option, recorded));
        else take(prompt, option, recorded);
        return;
      }
      failures.current = outcome.failures;
      void showConfirm(t('chat.chat_bot_recognition_failure_challenge_again_message')).then((again) => {
        if (again) void record();
      });
    },
    // restore_screen: the prompt stays with its record button; nothing was posted.
    onEngineError: () => undefined,
  });

  const record = () => {
    if (!prompt) return Promise.resolve(false);
    audio.stop();
    const texts = options.map((option) => option.screen_text);
    const request =
      texts.length >= 2
        ? { category: 'choice', options: texts, resourceId: resource.res_id, questionId: prompt.question_id }
        : { category: 'free_reply', references: texts, resourceId: resource.res_id, questionId: prompt.question_id };
    return recorder.start({ request });
  };

  const answered = turns.some((turn) => turn.prompt.question_id === prompt?.question_id);
  return (
    <div className={classes.stack} data-testid="chat-bot" data-phase={phase}>
      {phase === 'countdown' ? <CountdownPopup onDone={() => setPhase('talking')} /> : null}
      <ol className={classes.lines} aria-label={t('chat.conversation')} aria-live="polite" data-testid="chat-log">
        {turns.map((turn) => (
          <li key={turn.prompt.question_id} className={classes.stack}>
            <ChatBubble prompt={turn.prompt} mediaUrl={mediaUrl} japanese={toggles.translation} />
            <p className={classes.bubbleMe} lang="en" data-testid="chat-reply" data-option={turn.option.index}>
              {turn.option.screen_text}
            </p>
          </li>
        ))}
        {phase === 'talking' && prompt && !answered ? (
          <li className={classes.stack} data-testid="chat-current" data-question-id={prompt.question_id}>
            <ChatBubble prompt={prompt} mediaUrl={mediaUrl} japanese={toggles.translation} />
          </li>
        ) : null}
      </ol>
      {phase === 'intro' ? (
        <Button width="auto" onClick={() => setPhase('countdown')} data-testid="chat-start">
          {t('chat.start')}
        </Button>
      ) : null}
      {phase === 'talking' && prompt && !answered ? (
        <div className={classes.card}>
          <p className={classes.muted}>{t('chat.replies')}</p>
          <ul className={classes.feedback} data-testid="chat-options">
            {options.map((option) => (
              <li key={option.index} lang="en">
                {option.screen_text}
                {toggles.translation && option.screen_text_jp ? <span className={classes.japanese}>（{option.screen_text_jp}）</span> : null}
              </li>
            ))}
          </ul>
          <div className={classes.row}>
            {prompt.audio_file ? (
              <Button variant="secondary" width="auto" onClick={() => audio.play(mediaUrl(prompt.audio_file!))} disabled={recorder.phase !== 'idle'}>
                {t('play.model')}
              </Button>
            ) : null}
            <RecordPanel phase={recorder.phase} remaining={recorder.remaining} waveform={recorder.waveform} onStart={() => void record()} onStop={() => void recorder.stop()} />
          </div>
        </div>
      ) : null}
      {phase === 'done' ? <p className={classes.bigStatus}>{t('chat.end')}</p> : null}
    </div>
  );
}

function ChatBubble({ prompt, mediaUrl, japanese }: { prompt: ChatBotPrompt; mediaUrl: (path: string) => string; japanese: boolean }) {
  return (
    <div className={classes.row} style={{ alignItems: 'flex-start' }}>
      {prompt.speaker_picture ? <img className={classes.avatar} src={mediaUrl(prompt.speaker_picture)} alt="" /> : null}
      <div className={classes.bubbleBot} data-testid="chat-prompt">
        {prompt.speaker ? <span className={classes.speaker}>{prompt.speaker}</span> : null}
        <p lang="en" style={{ margin: 0 }}>
          {prompt.screen_text}
        </p>
        {japanese && prompt.screen_text_jp ? (
          <p className={classes.japanese} lang="ja" style={{ margin: 0 }}>
            {prompt.screen_text_jp}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ChatBotResult({ item, resource, answer }: ResultItemProps<SpokenAnswer>) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  const script = readChatBotScript(asSpokenResource(resource));
  const prompt = script.prompts.find((candidate) => candidate.question_id === item.question_id);
  const chosen = parseChatBotAnswerResult(answer?.answerResult);
  const option = prompt && chosen ? optionsFor(script, prompt).find((candidate) => candidate.index === chosen.optionIndex) : undefined;
  return (
    <div className={classes.stack} data-testid="spoken-result">
      <p className={classes.bubbleBot} lang="en">
        {prompt?.speaker ? `${prompt.speaker}: ` : ''}
        {prompt?.screen_text ?? item.screen_text}
      </p>
      {option ? (
        <p className={classes.bubbleMe} lang="en" data-testid="chat-result-reply" data-option={option.index}>
          {t('result.chosenReply', { reply: option.screen_text })}
        </p>
      ) : (
        <p className={classes.muted}>{t('score.noRecording')}</p>
      )}
      {answer?.recognizeText ? <p className={classes.muted}>{t('result.recognized', { text: answer.recognizeText })}</p> : null}
    </div>
  );
}

export const chatBotType = spokenDefinition({
  key: 'chat_bot',
  toggles: ['translation', 'speed'],
  drivesRun: true,
  Player: ChatBotPlayer,
  Result: ChatBotResult,
});
