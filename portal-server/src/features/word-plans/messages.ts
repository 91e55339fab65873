// The refusals of word plans and word runs, shown to the student as they are (Japanese).
export const MESSAGES = {
  planNotFound: 'プランが見つかりません',
  tooManyPlans: '単語タスクは同時に3つまでです。不要なプランを削除してから追加してください。',
  unknownList: 'その単語リストはありません。一覧から選び直してください。',
  unknownUnits: '選んだユニットの中に、この単語リストにないものがあります。選び直してください。',
  oneSource: '単語リスト（list_code）か自分の単語（words）のどちらか一方を指定してください。',
  ownWordsNotHere: 'このプランでは自分の単語は使えません。単語リストから選んでください。',
  noWords: '追加できる単語がありません。リストや入力した単語を見直してください。',
  tooManyWords: (max: number) => `1つのプランに入れられる単語は${max}語までです。`,
  runNotFound: 'この回の記録が見つかりません。はじめからやり直してください。',
  guidOfOtherPlan: 'この guid は別のプランの回で使われています。新しい guid で始めてください。',
  runFinished: 'この回はもう終わっています。新しく始めてください。',
  questionNotInRun: 'この問題はこの回にありません。',
  badQuestionId: '問題IDの形が正しくありません（w<単語ID>-<種類>）。',
  wordIdMismatch: 'word_id が問題IDの単語と違います。',
  noSeenWords: 'まだ学習した単語がありません。先に今日のタスクで単語を覚えましょう。',
} as const;
