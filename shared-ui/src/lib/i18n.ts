import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { API_NAMESPACE, apiTranslations, storage } from 'shared-api';
import { uiEn, uiJa } from './translations';

/** Languages of the portal: Japanese first (default, complete), English second. */
export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Namespace of shared-ui's own texts. */
export const UI_NAMESPACE = 'ui';
const LANGUAGE_KEY = 'lang';

type Bundle = Record<string, unknown>;
/** A namespace's texts: Japanese required, English optional (falls back to Japanese). */
export type TranslationBundles = { ja: Bundle; en?: Bundle };

const waiting = new Map<string, TranslationBundles>();

/** The one i18next instance of the portal (the default instance, shared as a singleton). */
export const i18n = i18next;

function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

function put(ns: string, bundles: TranslationBundles): void {
  i18next.addResourceBundle('ja', ns, bundles.ja, true, true);
  if (bundles.en) i18next.addResourceBundle('en', ns, bundles.en, true, true);
}

/**
 * Adds a namespace's texts. Each remote calls this once at module load with its own namespace
 * (e.g. `addTranslations('exercises', { ja, en })`); calls before `initI18n` are kept and applied
 * when it runs.
 */
export function addTranslations(ns: string, bundles: TranslationBundles): void {
  if (i18next.isInitialized) put(ns, bundles);
  else waiting.set(ns, bundles);
}

/**
 * Initialises the shared instance (the host calls it once before first render). The language is
 * the one the student chose before, else Japanese.
 */
export async function initI18n(options: { lng?: Language } = {}): Promise<void> {
  if (i18next.isInitialized) return;
  const stored = storage.get<string>(LANGUAGE_KEY);
  const lng = options.lng ?? (isLanguage(stored) ? stored : 'ja');
  const resources: Resource = {
    ja: { [UI_NAMESPACE]: uiJa, [API_NAMESPACE]: apiTranslations.ja },
    en: { [UI_NAMESPACE]: uiEn, [API_NAMESPACE]: apiTranslations.en },
  };
  await i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'ja',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: UI_NAMESPACE,
    ns: [UI_NAMESPACE, API_NAMESPACE],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [ns, bundles] of waiting) put(ns, bundles);
  waiting.clear();
  document.documentElement.lang = lng;
}

/** Switches the language for this and later visits. */
export async function setLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
  await storage.set(LANGUAGE_KEY, lng, { encrypt: false });
}

/** The language in use. */
export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'ja';
}
