import { addTranslations } from 'shared-ui';

/** i18n namespace of the arena levels (their names, the picker and the table). */
export const LEVELS_NS = 'arena-levels';

addTranslations(LEVELS_NS, {
  ja: {
    levelNumber: 'レベル{{level}}',
    levelNamed: 'レベル{{level}}：{{name}}',
    recommended: 'おすすめ',
    questionTotal: '問題数 {{count}}問',
    pickerLegend: 'レベルを選ぶ',
    ratingRange: '{{min}}〜{{max}}',
    ratingFrom: '{{min}}〜',
    table: {
      caption: 'レベル一覧',
      level: 'レベル',
      name: '名前',
      eiken: '目安',
      description: '内容',
      rating: 'レーティング',
      questions: '問題数',
      questionCount: '{{count}}問',
    },
  },
  en: {
    levelNumber: 'Level {{level}}',
    levelNamed: 'Level {{level}}: {{name}}',
    recommended: 'Recommended',
    questionTotal: '{{count}} questions',
    pickerLegend: 'Choose a level',
    ratingRange: '{{min}}–{{max}}',
    ratingFrom: '{{min}} and up',
    table: {
      caption: 'Levels',
      level: 'Level',
      name: 'Name',
      eiken: 'Eiken grade',
      description: 'Contents',
      rating: 'Rating',
      questions: 'Questions',
      questionCount: '{{count}}',
    },
  },
});
