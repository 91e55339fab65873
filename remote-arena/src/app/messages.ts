import { addTranslations } from 'shared-ui';

/** i18n namespace of remote-arena. */
export const ARENA_NAMESPACE = 'arena';

addTranslations(ARENA_NAMESPACE, {
  ja: {
    loadFailed: '読み込めませんでした。',
    retry: '再読み込み',
    home: {
      title: 'アリーナ',
      lead: 'ほかの生徒と同じ問題で対戦します。バトルの種類を選んでください。',
      rules: '全{{count}}問・1問{{seconds}}秒',
    },
  },
  en: {
    loadFailed: 'Could not be loaded.',
    retry: 'Reload',
    home: {
      title: 'Arena',
      lead: 'Battle other students on the same questions. Choose a kind of battle.',
      rules: '{{count}} questions, {{seconds}} s each',
    },
  },
});
