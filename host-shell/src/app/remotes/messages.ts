import { addTranslations } from 'shared-ui';

/** i18n namespace of the remote areas' loading and fallback texts. */
export const REMOTES_NAMESPACE = 'remotes';

addTranslations(REMOTES_NAMESPACE, {
  ja: {
    loading: '読み込んでいます…',
    failedTitle: 'この画面を表示できません',
    failedBody: '通信状態が不安定なため、画面の一部を読み込めませんでした。自動で再試行しています。ほかのメニューはそのままお使いいただけます。',
    retryIn: '{{seconds}}秒後に再試行します',
    retrying: '再試行しています…',
    retry: '再試行',
    crashedTitle: '画面の表示中に問題が発生しました',
    crashedBody: 'もう一度読み込むと表示できることがあります。',
  },
  en: {
    loading: 'Loading…',
    failedTitle: 'This page cannot be shown',
    failedBody: 'Part of the page could not be loaded because the connection is unstable. Retrying automatically. The other menus still work.',
    retryIn: 'Retrying in {{seconds}} s',
    retrying: 'Retrying…',
    retry: 'Retry',
    crashedTitle: 'Something went wrong while showing this page',
    crashedBody: 'Loading it again may help.',
  },
});
