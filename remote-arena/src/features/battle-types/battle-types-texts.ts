import { addTranslations } from 'shared-ui';

/** i18n namespace of the arena's battle types. */
export const BATTLE_TYPES_NS = 'arena-battle-types';

addTranslations(BATTLE_TYPES_NS, {
  ja: {
    title: 'アリーナ',
    lead: 'ほかの生徒と同じ問題で対戦します。バトルの種類を選んでください。',
    rules: '全{{count}}問・1問{{seconds}}秒',
  },
  en: {
    title: 'Arena',
    lead: 'Battle other students on the same questions. Choose a kind of battle.',
    rules: '{{count}} questions, {{seconds}} s each',
  },
});
