import { addTranslations } from 'shared-ui';

/** i18n namespace of the recommendation pages. */
export const RECOMMEND_NS = 'aistudy-recommend';

addTranslations(RECOMMEND_NS, {
  ja: {
    title: 'おすすめの練習',
    lead: 'このコースで間違えた問題と、ポータル全体でのスキルの成績から、いちばん伸ばしたいスキルを練習できる教材を選びました。',
    weakest: '伸ばしたいスキル',
    weakestSource: '{{source}}',
    list: 'おすすめの教材',
    empty: 'まだおすすめできる教材がありません。コーステストやレッスンの復習に取り組むと、苦手なスキルに合わせて選ばれます。',
    reason: '選んだ理由',
    practise: '練習する',
    practiseNamed: '{{title}}を練習する',
    practised: '練習済み',
    skillOf: 'スキル：{{skill}}',
    resultTitle: 'おすすめの練習の結果',
    whyChosen: 'この教材を選んだ理由：{{reason}}',
    backToList: 'おすすめの一覧へ',
    tryAgain: 'もう一度',
    backToCourse: 'レッスン一覧へ',
    missingResource: '練習する教材が指定されていません。',
  },
  en: {
    title: 'Recommended practice',
    lead: 'Chosen from the questions you missed in this course and your skill scores across the portal, to train the skills you most need.',
    weakest: 'Skills to build',
    weakestSource: '{{source}}',
    list: 'Recommended resources',
    empty: 'Nothing to recommend yet. Take the course test or the lesson reviews and practice will be chosen for your weakest skills.',
    reason: 'Why',
    practise: 'Practise',
    practiseNamed: 'Practise {{title}}',
    practised: 'Practised',
    skillOf: 'Skill: {{skill}}',
    resultTitle: 'Recommended practice result',
    whyChosen: 'Why this was chosen: {{reason}}',
    backToList: 'Back to the recommendations',
    tryAgain: 'Try again',
    backToCourse: 'Back to the lessons',
    missingResource: 'No resource was chosen to practise.',
  },
});
