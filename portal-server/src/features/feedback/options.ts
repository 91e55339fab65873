/** Problem types a student can tick on the resource-feedback overlay. */
export const RESOURCE_FEEDBACK_OPTIONS = [
  { option_value: 'audio', option_label: '音声が再生されない・聞き取れない' },
  { option_value: 'question_text', option_label: '問題文や選択肢に誤りがある' },
  { option_value: 'answer_key', option_label: '正解が間違っている' },
  { option_value: 'translation', option_label: '日本語訳がおかしい' },
  { option_value: 'scoring', option_label: '採点結果がおかしい' },
  { option_value: 'image', option_label: '画像が表示されない' },
  { option_value: 'other', option_label: 'その他' },
] as const;

export const RESOURCE_FEEDBACK_VALUES = RESOURCE_FEEDBACK_OPTIONS.map((option) => option.option_value) as string[];

/** Categories of the general feedback form. */
export const FEEDBACK_CATEGORIES = ['bug', 'content', 'request', 'other'] as const;

/** Questions the /feedback/faq page answers before a student writes in. */
export const FEEDBACK_FAQ = [
  {
    question: 'パスワードを忘れました。',
    answer: '担当の先生に連絡してください。先生が新しいパスワードを発行します。ログイン後は「パスワード変更」から自分で変更できます。',
  },
  {
    question: '「他の端末でログインされたため、ログアウトしました」と表示されました。',
    answer: '同じIDで別の端末からログインすると、前の端末は自動的にログアウトします。自分でログインしていない場合は、すぐにパスワードを変更してください。',
  },
  {
    question: '録音ができません。',
    answer: 'ブラウザのアドレスバーの鍵のマークからマイクを「許可」にしてください。ほかのアプリがマイクを使っている場合は、そのアプリを閉じてからもう一度お試しください。',
  },
  {
    question: '発音の点数が低く出ます。',
    answer: '静かな場所で、マイクから口を20cmほど離し、はっきり読んでください。周りの音が大きいと点数が下がります。',
  },
  {
    question: '学習カードの期限が切れました。',
    answer: '期限の延長は担当の先生にご相談ください。',
  },
  {
    question: '教材に誤りを見つけました。',
    answer: '問題画面の「問題の報告」から、誤りの種類を選んで送信してください。画像を付けると確認が早くなります。',
  },
] as const;
