import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerSpeechTranslations, speechText } from './speech-i18n';
import { speechEn, speechJa } from './speech-translations';

function keysOf(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value as object, `${prefix}${key}.`)));
}

describe('speech translations', () => {
  it('has an English text for every Japanese one', () => {
    expect(keysOf(speechEn).sort()).toEqual(keysOf(speechJa).sort());
  });

  it('answers in Japanese before i18next is initialised, with interpolation', () => {
    expect(speechText('evaluate_common_training_atleast')).toBe(speechJa.evaluate_common_training_atleast);
    expect(speechText('speech:player.downloading', { percent: 40 })).toBe('音声をダウンロードしています 40%');
  });

  it('adds its namespace once i18next is initialised and follows the language', async () => {
    registerSpeechTranslations();
    await i18next.init({ lng: 'en', fallbackLng: 'ja', resources: {} });
    expect(i18next.hasResourceBundle('ja', 'speech')).toBe(true);
    expect(speechText('evaluating_error_message.network_error')).toBe(speechEn.evaluating_error_message.network_error);
    await i18next.changeLanguage('ja');
    expect(speechText('microphone_error.permission_denied')).toBe(speechJa.microphone_error.permission_denied);
  });
});
