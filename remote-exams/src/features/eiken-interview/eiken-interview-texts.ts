import { addTranslations } from 'shared-ui';

/** i18n namespace of Eiken interview practice. */
export const EIKEN_INTERVIEW_NS = 'exams-eiken-interview';

addTranslations(EIKEN_INTERVIEW_NS, {
  ja: {
    title: '英検 二次試験（面接）練習',
    lead: '{{level}}の面接の流れで練習します。問題カードの文章を音読し、面接委員の質問に英語で答えましょう。',
    noLevel: 'まだ目標の級が選ばれていません。',
    noLevelDetail: '英検の級を選ぶと、その級の面接練習が表示されます。',
    chooseLevel: '級を選ぶ',
    changeLevel: '級を変える',
    noCards: '{{level}}には面接（二次試験）がありません。面接は3級以上で行われます。',
    practice: '練習する',
    lastResult: '前回の結果',
    status: {
      not_started: '未学習',
      in_progress: '練習中',
      completed: '完了（最高 {{score}}点）',
    },
    card: '問題カード',
    picture: '問題カードのイラスト：{{title}}',
    translation: '日本語訳',
    result: '結果',
    backToList: '一覧に戻る',
    tryAgain: 'もう一度',
    missing: 'ページのアドレスが正しくありません。一覧から選び直してください。',
  },
  en: {
    title: 'Eiken interview (second stage) practice',
    lead: 'Practise the {{level}} interview: read the card’s passage aloud, then answer the examiner’s questions in English.',
    noLevel: 'You have not chosen a target grade yet.',
    noLevelDetail: 'Choose an Eiken grade to see its interview practice.',
    chooseLevel: 'Choose a grade',
    changeLevel: 'Change grade',
    noCards: '{{level}} has no interview (second stage). Interviews are held from Grade 3 up.',
    practice: 'Practise',
    lastResult: 'Last result',
    status: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Done (best {{score}})',
    },
    card: 'Interview card',
    picture: 'Picture on the card: {{title}}',
    translation: 'Japanese translation',
    result: 'Result',
    backToList: 'Back to the list',
    tryAgain: 'Try again',
    missing: 'This page address is incomplete. Please choose again from the list.',
  },
});
