import i18next from 'i18next';

/** i18next namespace of the texts the API client shows or puts into errors. */
export const API_NAMESPACE = 'api';

const ja = {
  noNetwork: 'ネットワークに接続できません。接続を確認してください。',
  timeout: 'サーバーの応答がありません。しばらくしてからもう一度お試しください。',
  serverError: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  badResponse: 'サーバーから正しい応答がありませんでした。もう一度お試しください。',
  cancelled: 'リクエストは取り消されました。',
  tokenInvalid: 'ログインの有効期限が切れました。もう一度ログインしてください。',
};

type ApiMessageKey = keyof typeof ja;

const en: Record<ApiMessageKey, string> = {
  noNetwork: 'No network connection. Please check your connection.',
  timeout: 'The server did not answer. Please try again later.',
  serverError: 'Something went wrong on the server. Please try again later.',
  badResponse: 'The server sent an answer we could not read. Please try again.',
  cancelled: 'The request was cancelled.',
  tokenInvalid: 'Your login has expired. Please log in again.',
};

/** Japanese (default, complete) and English texts of the `api` namespace. */
export const apiTranslations = { ja, en } as const;

/**
 * A text of the `api` namespace in the current language. Works before i18next is initialised
 * (falls back to Japanese), and adds its own bundle to the shared instance the first time.
 */
export function apiText(key: ApiMessageKey): string {
  if (!i18next.isInitialized) return ja[key];
  for (const [lng, bundle] of Object.entries(apiTranslations)) {
    if (!i18next.hasResourceBundle(lng, API_NAMESPACE)) i18next.addResourceBundle(lng, API_NAMESPACE, bundle);
  }
  return i18next.t(key, { ns: API_NAMESPACE, defaultValue: ja[key] });
}
