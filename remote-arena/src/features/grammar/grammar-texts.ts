import { addTranslations } from 'shared-ui';

/** i18n namespace of grammar mode (a run of grammar questions on your own, for a best score). */
export const GRAMMAR_NS = 'arena-grammar';

addTranslations(GRAMMAR_NS, {
  ja: {
    title: '文法モード',
    lead: 'ひとりで文法問題{{count}}問に挑戦します。1問ごとに制限時間があり、早く正解するほど高得点です。自己ベストを目指しましょう。',
    start: 'スタート',
    chooseLevel: 'レベルを選ぶ',
    sending: '結果を送っています…',
    failed: '結果を送れませんでした。通信を確認して、もう一度送ってください。',
    retry: 'もう一度送る',
    result: {
      heading: '結果',
      score: '{{score}}点',
      correct: '{{correct}} / {{total}}問正解',
      best: '自己ベスト：{{best}}点',
      newBest: '自己ベスト更新！',
      again: 'もう一度挑戦',
      otherLevel: 'レベルを選び直す',
      toIndex: 'アリーナのトップへ',
    },
  },
  en: {
    title: 'Grammar mode',
    lead: 'Take on {{count}} grammar questions on your own. Each has a time limit; the faster your right answer, the more points. Aim for your best score.',
    start: 'Start',
    chooseLevel: 'Choose a level',
    sending: 'Sending your result…',
    failed: 'Your result could not be sent. Check the connection and send it again.',
    retry: 'Send again',
    result: {
      heading: 'Result',
      score: '{{score}} pts',
      correct: '{{correct}} / {{total}} right',
      best: 'Best: {{best}} pts',
      newBest: 'New best score!',
      again: 'Try again',
      otherLevel: 'Choose another level',
      toIndex: 'Arena top',
    },
  },
});
