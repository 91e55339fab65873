import { addTranslations } from 'shared-ui';

/** i18n namespace of the level picker. */
export const LEVELS_NS = 'exams-levels';

addTranslations(LEVELS_NS, {
  ja: {
    title: '英検・TOEIC',
    lead: '目標にするレベルを選ぶと、そのレベルに合った練習問題や模擬試験が表示されます。',
    exam: { eiken: '英検', toeic: 'TOEIC' },
    current: '学習中のレベル',
    choose: 'このレベルで学習する',
    chooseNamed: '{{name}}で学習する',
    chosen: '{{name}}を学習中のレベルにしました。',
  },
  en: {
    title: 'Eiken and TOEIC',
    lead: 'Choose the level you are aiming for to see practice sets and mock tests for it.',
    exam: { eiken: 'Eiken', toeic: 'TOEIC' },
    current: 'Your level',
    choose: 'Study this level',
    chooseNamed: 'Study {{name}}',
    chosen: '{{name}} is now your level.',
  },
});
