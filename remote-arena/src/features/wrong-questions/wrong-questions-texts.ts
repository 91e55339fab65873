import { addTranslations } from 'shared-ui';

/** i18n namespace of the wrong-question review and its result. */
export const WRONG_QUESTIONS_NS = 'arena-wrong-questions';

addTranslations(WRONG_QUESTIONS_NS, {
  ja: {
    title: '間違えた問題の復習',
    progress: '{{position}} / {{count}}問',
    progressLabel: '復習の進み具合',
    waitingTotal: '復習が必要な問題：全部で{{total}}問',
    empty: '復習する問題はありません。',
    emptyLead: '対戦で間違えた問題や時間切れになった問題が、ここにたまります。対戦に挑戦してみましょう。',
    toIndex: 'アリーナのトップへ',
    finishing: '結果をまとめています…',
    result: {
      title: '復習の結果',
      missing: '復習の記録が選ばれていません。',
      answered: '解いた問題',
      right: '正解',
      remaining: 'まだ復習が必要な問題',
      count: '{{count}}問',
      allDone: '間違えた問題はすべて正解できました！',
      continue: '続けて復習する',
      toIndex: 'アリーナのトップへ',
      listLabel: '解いた問題',
    },
  },
  en: {
    title: 'Review wrong answers',
    progress: '{{position}} / {{count}}',
    progressLabel: 'Review progress',
    waitingTotal: 'Questions to review: {{total}} in all',
    empty: 'There is nothing to review.',
    emptyLead: 'Questions you get wrong or run out of time on in battles gather here. Try a battle.',
    toIndex: 'Arena top',
    finishing: 'Putting your result together…',
    result: {
      title: 'Review result',
      missing: 'No review was chosen.',
      answered: 'Answered',
      right: 'Right',
      remaining: 'Still to review',
      count: '{{count}}',
      allDone: 'You have put every wrong answer right!',
      continue: 'Keep reviewing',
      toIndex: 'Arena top',
      listLabel: 'Questions answered',
    },
  },
});
