import { addTranslations } from 'shared-ui';

/** i18n namespace of ear listening. */
export const EAR_LISTEN_NS = 'words-ear-listen';

addTranslations(EAR_LISTEN_NS, {
  ja: {
    title: '耳トレ（リスニング）',
    lead: 'ビジネスの場面の例文を聞いて、聞こえた単語を書き取りましょう。',
    classes: 'トピック',
    classProgress: '{{done}} / {{total}} セット完了',
    sets: '聞き取りセット',
    empty: '聞き取りのトピックはまだありません。',
    emptySets: 'このトピックのセットはまだありません。',
    result: '結果',
    backToList: '一覧に戻る',
    tryAgain: 'もう一度',
    nextSet: '次のセットへ',
    missing: 'ページのアドレスが正しくありません。一覧から選び直してください。',
    toBiz: 'ビジネス単語へ',
  },
  en: {
    title: 'Ear training (listening)',
    lead: 'Listen to sentences from business situations and write the words you hear.',
    classes: 'Topics',
    classProgress: '{{done}} of {{total}} sets done',
    sets: 'Listening sets',
    empty: 'There are no listening topics yet.',
    emptySets: 'This topic has no sets yet.',
    result: 'Result',
    backToList: 'Back to the list',
    tryAgain: 'Try again',
    nextSet: 'Next set',
    missing: 'This page address is incomplete. Please choose again from the list.',
    toBiz: 'Business words',
  },
});
