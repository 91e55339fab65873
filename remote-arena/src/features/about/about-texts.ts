import { addTranslations } from 'shared-ui';

/** i18n namespace of the arena's rules page. */
export const ABOUT_NS = 'arena-about';

addTranslations(ABOUT_NS, {
  ja: {
    title: 'ルールとレベル',
    levels: 'レベル',
    levelsLead: 'レベルは問題の難しさです。レーティングに合ったレベルがおすすめとして選ばれます。',
  },
  en: {
    title: 'Rules and levels',
    levels: 'Levels',
    levelsLead: 'A level is how hard the questions are. The level that fits your rating is recommended.',
  },
});
