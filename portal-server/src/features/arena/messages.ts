/** What the arena's calls tell a student when they refuse something. */
export const MESSAGES = {
  unknownType: '対戦の種類が正しくありません。',
  badLevel: 'レベルは1から5で選んでください。',
  /** Also for another student's battle: whether it exists is not theirs to know. */
  unknownBattle: 'この対戦は見つかりません。',
  battleOver: 'この対戦はすでに終わっています。',
  notShown: 'この問題はまだ表示されていません。',
  alreadyAnswered: 'この問題にはすでに答えています。',
  late: '時間切れです。次の問題に進んでください。',
  badChoice: '選択肢が正しくありません。',
  notFinished: 'まだ答えていない問題があります。',
  notDecided: 'この対戦の結果はまだ出ていません。',
  ghostTooEarly: 'ゴーストとの対戦は、しばらく待ってから選べます。',
  noGhost: 'このレベルの対戦記録がまだありません。もう少し相手を待つか、別のレベルを選んでください。',
  noQuestions: 'このレベルの問題が用意できませんでした。別のレベルを選んでください。',
  notGrammar: 'これは文法モードの対戦ではありません。',
  grammarOnly: '文法モードの結果はここでは送れません。',
  guidReused: 'この guid は別の回答で使われています。',
  unknownQuestion: 'この問題は見つかりません。',
  notWrong: 'この問題は間違えた問題のリストにありません。',
  unknownReview: 'この復習の記録は見つかりません。',
} as const;
