import { addTranslations } from 'shared-ui';

/** i18n namespace of Eiken practice. */
export const EIKEN_PRACTICE_NS = 'exams-eiken-practice';

addTranslations(EIKEN_PRACTICE_NS, {
  ja: {
    title: '英検 分野別練習',
    lead: '{{level}}の一次試験の形式で、分野ごとに練習できます。',
    noLevel: 'まだ目標の級が選ばれていません。',
    noLevelDetail: '英検の級を選ぶと、その級の練習問題が表示されます。',
    chooseLevel: '級を選ぶ',
    changeLevel: '級を変える',
    classes: '分野',
    progress: '{{done}} / {{total}} セット完了',
    sets: '練習セット',
    empty: 'この分野の練習セットはまだありません。',
    result: '結果',
    backToList: '一覧に戻る',
    tryAgain: 'もう一度',
    next: '次のセットへ',
    missing: 'ページのアドレスが正しくありません。一覧から選び直してください。',
    testTitle: '{{title}}（テスト形式）',
  },
  en: {
    title: 'Eiken practice by section',
    lead: 'Practise each section of the {{level}} first stage in the test format.',
    noLevel: 'You have not chosen a target grade yet.',
    noLevelDetail: 'Choose an Eiken grade to see its practice sets.',
    chooseLevel: 'Choose a grade',
    changeLevel: 'Change grade',
    classes: 'Sections',
    progress: '{{done}} of {{total}} sets done',
    sets: 'Practice sets',
    empty: 'This section has no practice sets yet.',
    result: 'Result',
    backToList: 'Back to the list',
    tryAgain: 'Try again',
    next: 'Next set',
    missing: 'This page address is incomplete. Please choose again from the list.',
    testTitle: '{{title}} (test)',
  },
});
