import { Button, useTranslation } from 'shared-ui';
import { SPEECH_NAMESPACE } from '../../../lib/i18n/speech-i18n';
import { audioPlayer } from '../../player/shared-player';
import { useTtsUrl } from '../../tts/hooks/use-tts-url';
import { playWithReconnects } from '../../tts/text-to-speech';
import { pronunciationFeedback, recordingSliceUrl, type WordFeedback } from '../pronunciation-feedback';
import type { SpeechScore } from '../../evaluation/speech-score';

/** The model reading of a single word: slower than the default, as a teacher says a word alone. */
const MODEL_SPEED = 40;

/**
 * The mispronounced words of a result (the result screens of the spoken types and the speech
 * check page): each word with its IPA, the mispronounced phones marked, a Japanese tip for each
 * usual error they point to, and buttons to hear the student's own word and the model next to
 * each other. Renders nothing when every word was said well.
 */
export function PronunciationFeedbackList({ score, recordingUrl }: { score: SpeechScore; recordingUrl: string | null }) {
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const feedback = pronunciationFeedback(score.words);
  if (feedback.length === 0) return null;
  return (
    <section aria-label={t('pronunciation.heading')} data-testid="pronunciation-feedback" style={{ marginTop: '0.75rem' }}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{t('pronunciation.heading')}</h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {feedback.map((item, position) => (
          <FeedbackRow key={`${item.word.index}-${position}`} item={item} recordingUrl={recordingUrl} />
        ))}
      </ul>
    </section>
  );
}

function FeedbackRow({ item, recordingUrl }: { item: WordFeedback; recordingUrl: string | null }) {
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const modelUrl = useTtsUrl(item.word.word, { speed: MODEL_SPEED });
  const mineUrl = recordingUrl && item.span ? recordingSliceUrl(recordingUrl, item.span) : null;
  // Each press plays the sound from its start: a fragment stops at its end without ending, so
  // the player's pause/resume toggle would otherwise resume at the word's end.
  // The model is a reading on the portal's service: a ticket that ran out while the tab slept is
  // renewed by the reconnect (the student's own slice is a local recording and never refused).
  const replay = (url: string) => {
    audioPlayer.stop();
    void playWithReconnects(url);
  };
  return (
    <li data-testid="pronunciation-word" data-word={item.word.word}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.5rem' }}>
        <strong lang="en">{item.word.word}</strong>
        <span lang="en" aria-label={t('pronunciation.ipaLabel')} data-testid="pronunciation-ipa">
          /
          {item.phones.map((phone, index) =>
            phone.mispronounced ? (
              <mark key={index} title={t('pronunciation.phoneScore', { score: Math.round(phone.score) })} data-mispronounced="true">
                {phone.ipa}
              </mark>
            ) : (
              <span key={index}>{phone.ipa}</span>
            ),
          )}
          /
        </span>
        <span>{t('pronunciation.wordScore', { score: Math.round(item.word.score ?? 0) })}</span>
      </div>
      {item.tips.length > 0 ? (
        <ul lang="ja" style={{ margin: '0.25rem 0', paddingLeft: '1.25rem' }}>
          {item.tips.map((tip) => (
            <li key={tip} data-tip={tip}>
              {t(`pronunciation.tip.${tip}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {mineUrl ? (
          <Button variant="secondary" width="auto" onClick={() => replay(mineUrl)} aria-label={t('pronunciation.playMineLabel', { word: item.word.word })} data-testid="pronunciation-play-mine">
            {t('pronunciation.playMine')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          width="auto"
          disabled={!modelUrl}
          onClick={() => modelUrl && replay(modelUrl)}
          aria-label={t('pronunciation.playModelLabel', { word: item.word.word })}
          data-testid="pronunciation-play-model"
        >
          {t('pronunciation.playModel')}
        </Button>
      </div>
    </li>
  );
}
