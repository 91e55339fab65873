// Texts of shared-ui's own components (namespace `ui`). Japanese is the default and complete;
// English second. Keys are grouped by component.

export const uiJa = {
  app: {
    title: '英語学習ポータル',
  },
  status: {
    loadFailed: '読み込めませんでした。',
    retry: '再読み込み',
    empty: 'まだありません。',
    pageNotLoaded: 'このページを読み込めませんでした。接続を確認して、再読み込みしてください。',
  },
  common: {
    ok: 'OK',
    cancel: 'キャンセル',
    close: '閉じる',
    back: '戻る',
    loading: '読み込み中…',
    submit: '送信',
    retry: 'やり直す',
    required: '必須',
    noData: 'データがありません',
    loadFailed: '読み込みに失敗しました。',
  },
  dialog: {
    alertTitle: 'お知らせ',
    confirmTitle: '確認',
  },
  network: {
    title: 'ネットワークエラー',
    message: 'サーバーに接続できませんでした。ネットワークの接続を確認して、やり直してください。',
    retry: 'やり直す',
    cancel: 'キャンセル',
  },
  toast: {
    region: 'お知らせ',
  },
  pageHeader: {
    back: '戻る',
    speed: '再生速度',
    speedValue: '{{speed}}倍速',
  },
  badge: {
    count: '{{value}}件',
  },
  score: {
    suffix: '{{score}}点',
    grade: {
      perfect: '満点',
      good: 'よくできました',
      middle: 'もう少し',
      bad: 'がんばろう',
    },
    comment: {
      perfect: 'パーフェクト！すばらしい出来です。',
      good: 'とても上手です。この調子で続けましょう。',
      middle: 'あと少しです。お手本をよく聞いてもう一度挑戦しましょう。',
      bad: 'お手本をよく聞いて、もう一度練習してみましょう。',
    },
    stampLabel: '評価：{{grade}}、{{score}}点',
  },
  resourceFeedback: {
    title: '問題を報告',
    errorType: 'エラーの種類',
    errorTypeHint: '当てはまるものを選んでください（複数選択可）',
    description: '内容',
    descriptionPlaceholder: 'どのような問題があったか、できるだけ詳しく書いてください。',
    images: '画像',
    imagesHint: 'PNG・JPG・JPEG、{{max}}枚まで',
    addImage: '画像を追加',
    removeImage: '{{name}}を削除',
    submit: '送信する',
    sending: '送信中…',
    success: 'ご報告ありがとうございました。確認して改善いたします。',
    leaveConfirm: '入力した内容は保存されていません。閉じてもよろしいですか？',
    leave: '閉じる',
    stay: '入力を続ける',
    optionsFailed: 'エラーの種類を読み込めませんでした。',
    failed: '送信できませんでした。しばらくしてから、もう一度お試しください。解決しない場合はお問い合わせフォームからご連絡ください。',
  },
  validation: {
    descriptionRequired: '内容を入力してください。',
    descriptionTooLong: '内容は{{max}}文字以内で入力してください（現在{{count}}文字）。',
    emoji: '絵文字は使用できません。',
    imageType: 'PNG・JPG・JPEG形式の画像のみアップロードできます。',
    imageTooLarge: '画像のサイズは{{mb}}MB以下にしてください。',
    imageLimit: '画像は{{max}}枚までです。それ以上は追加されません。',
    optionRequired: 'エラーの種類を選ぶか、内容を入力してください。',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const uiEn: Shape<typeof uiJa> = {
  app: {
    title: 'English Learning Portal',
  },
  status: {
    loadFailed: 'Could not be loaded.',
    retry: 'Reload',
    empty: 'Nothing here yet.',
    pageNotLoaded: 'This page could not be loaded. Check your connection and reload.',
  },
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    loading: 'Loading…',
    submit: 'Send',
    retry: 'Retry',
    required: 'Required',
    noData: 'No data',
    loadFailed: 'Could not load.',
  },
  dialog: {
    alertTitle: 'Notice',
    confirmTitle: 'Confirm',
  },
  network: {
    title: 'Network error',
    message: 'Could not reach the server. Check your connection and try again.',
    retry: 'Retry',
    cancel: 'Cancel',
  },
  toast: {
    region: 'Notifications',
  },
  pageHeader: {
    back: 'Back',
    speed: 'Playback speed',
    speedValue: '{{speed}}×',
  },
  badge: {
    count: '{{value}} items',
  },
  score: {
    suffix: '{{score}} pts',
    grade: {
      perfect: 'Perfect',
      good: 'Good',
      middle: 'Almost',
      bad: 'Keep trying',
    },
    comment: {
      perfect: 'Perfect! Excellent work.',
      good: 'Very good. Keep it up.',
      middle: 'Nearly there. Listen to the model and try again.',
      bad: 'Listen to the model carefully and practise once more.',
    },
    stampLabel: 'Grade: {{grade}}, {{score}} points',
  },
  resourceFeedback: {
    title: 'Report a problem',
    errorType: 'Type of problem',
    errorTypeHint: 'Choose all that apply',
    description: 'Details',
    descriptionPlaceholder: 'Describe the problem in as much detail as you can.',
    images: 'Images',
    imagesHint: 'PNG, JPG or JPEG, up to {{max}}',
    addImage: 'Add images',
    removeImage: 'Remove {{name}}',
    submit: 'Send',
    sending: 'Sending…',
    success: 'Thank you for your report. We will look into it.',
    leaveConfirm: 'What you entered has not been sent. Close anyway?',
    leave: 'Close',
    stay: 'Keep editing',
    optionsFailed: 'Could not load the problem types.',
    failed: 'Could not send. Please try again later; if it keeps failing, use the contact form.',
  },
  validation: {
    descriptionRequired: 'Please enter the details.',
    descriptionTooLong: 'Please keep it within {{max}} characters (now {{count}}).',
    emoji: 'Emoji cannot be used.',
    imageType: 'Only PNG, JPG and JPEG images can be uploaded.',
    imageTooLarge: 'Images must be {{mb}} MB or smaller.',
    imageLimit: 'Up to {{max}} images; the rest were not added.',
    optionRequired: 'Choose a problem type or enter the details.',
  },
};
