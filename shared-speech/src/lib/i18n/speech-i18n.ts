import i18next from 'i18next';
import { speechEn, speechJa } from './speech-translations';

/** i18next namespace of shared-speech's texts. */
export const SPEECH_NAMESPACE = 'speech';

let listening = false;

function addBundles(): void {
  if (!i18next.hasResourceBundle('ja', SPEECH_NAMESPACE)) i18next.addResourceBundle('ja', SPEECH_NAMESPACE, speechJa, true, false);
  if (!i18next.hasResourceBundle('en', SPEECH_NAMESPACE)) i18next.addResourceBundle('en', SPEECH_NAMESPACE, speechEn, true, false);
}

/**
 * Registers the `speech` namespace with the shared i18next instance (the default instance, an MF
 * singleton). Safe to call any number of times and before the host has initialised i18next: the
 * bundles are then added as soon as it is.
 */
export function registerSpeechTranslations(): void {
  if (i18next.isInitialized) {
    addBundles();
    return;
  }
  if (listening) return;
  listening = true;
  i18next.on('initialized', () => addBundles());
}

function lookupJapanese(key: string): string | undefined {
  let node: unknown = speechJa;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `speech` text in the current language, for code outside React (toasts from the recorder).
 * Works before i18next is initialised (Japanese). `key` may also carry its namespace
 * (`speech:...`).
 */
export function speechText(key: string, values: Record<string, string | number> = {}): string {
  const bare = key.startsWith(`${SPEECH_NAMESPACE}:`) ? key.slice(SPEECH_NAMESPACE.length + 1) : key;
  const japanese = lookupJapanese(bare) ?? bare;
  if (!i18next.isInitialized) return japanese.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  registerSpeechTranslations();
  return i18next.t(bare, { ns: SPEECH_NAMESPACE, defaultValue: japanese, ...values });
}
