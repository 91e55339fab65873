/**
 * Texts of the `speech` namespace: Japanese first and complete, English second. Keys follow the
 * spec's names where it gives them (evaluate_common_training_atleast, evaluating_error_message.*,
 * hint_common_recognition_*).
 */
export const speechJa = {
  evaluate_common_training_readyRcord: '録音の準備をしています…',
  evaluate_common_training_evaluting: '採点しています…',
  evaluate_common_training_atleast: '録音は1秒以上行ってください。',
  evaluate_common_training_fail: '採点できませんでした。もう一度読んでください。',
  low_score_warning: 'スコアが低い状態が続いています。マイクに近づいて、はっきりと大きな声で読んでみましょう。',
  evaluating_error_message: {
    content_error: 'この問題の内容に誤りがあるため採点できませんでした。別の問題に進んでください。',
    busy_error: '採点サーバーが混み合っています。少し待ってからもう一度お試しください。',
    server_error: '採点サーバーでエラーが発生しました。もう一度お試しください。',
    network_error: 'ネットワークに接続できないため採点できませんでした。接続を確認してください。',
    other_error: '採点中にエラーが発生しました。もう一度お試しください。',
  },
  microphone_error: {
    permission_denied: 'マイクの使用が許可されていません。ブラウザの設定でこのサイトのマイクを許可してください。',
    startup_failed: '録音を開始できませんでした。マイクが接続されているか確認してください。',
    browser_not_supported: 'お使いのブラウザは録音に対応していません。最新のChrome、Edge、Safari、Firefoxをご利用ください。',
    other: '録音でエラーが発生しました。もう一度お試しください。',
  },
  hint_common_recognition_connection_timeout: '音声を認識できませんでした。もう一度話してください。',
  hint_common_recognition_connection_empty: '音声が聞き取れませんでした。もう一度話してください。',
  hint_common_recognition_connection_error: '音声認識でエラーが発生しました。もう一度お試しください。',
  player: {
    play_failed: '音声を再生できませんでした。',
    download_failed: '音声をダウンロードできませんでした。',
    downloading: '音声をダウンロードしています {{percent}}%',
  },
  pronunciation: {
    heading: '発音を確認しましょう',
    ipaLabel: '発音記号',
    phoneScore: 'この音のスコア {{score}}',
    wordScore: 'スコア {{score}}',
    playMine: '自分の発音',
    playModel: 'お手本の発音',
    playMineLabel: '{{word}}：自分の発音を再生',
    playModelLabel: '{{word}}：お手本の発音を再生',
    tip: {
      lr: 'L と R：L は舌先を上の歯ぐきにつけたまま声を出します。R は舌先をどこにもつけず、少し奥に引いて唇を丸めます。日本語の「ラ行」で代用しないようにしましょう。',
      th: 'TH：舌先を上の歯に軽く当て、そのすき間から息を出します。「ス」「ズ」にならないようにしましょう。',
      vb: 'V と B：V は上の歯を下唇に軽く当てて、こすれる音を出します。B は両唇を閉じてから破裂させます。',
      fh: 'F と H：F は上の歯を下唇に当てて息を出します。H は口を開けたまま喉から息を出します。日本語の「フ」は両唇の音なので、どちらとも違います。',
      addedVowel: '語末の子音：最後の子音のあとに「ウ」や「オ」を足さないようにしましょう（good は「グッド」ではなく、d で止めます）。',
      vowelLength: '母音の長さ：sheep と ship、pool と pull のように、長い母音と短い母音で意味が変わります。長い音はしっかり伸ばし、短い音は短く緩めに発音しましょう。',
    },
  },
  countdown: {
    label: '開始まで {{count}}',
  },
} as const;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const speechEn: DeepStrings<typeof speechJa> = {
  evaluate_common_training_readyRcord: 'Getting ready to record…',
  evaluate_common_training_evaluting: 'Scoring…',
  evaluate_common_training_atleast: 'Please record for at least one second.',
  evaluate_common_training_fail: 'Your reading could not be scored. Please read it again.',
  low_score_warning: 'Your scores have been low several times in a row. Move closer to the microphone and read clearly and loudly.',
  evaluating_error_message: {
    content_error: 'This question cannot be scored because its content has an error. Please go on to another question.',
    busy_error: 'The scoring server is busy. Please wait a moment and try again.',
    server_error: 'The scoring server had an error. Please try again.',
    network_error: 'Scoring failed because the network is not available. Please check your connection.',
    other_error: 'An error occurred while scoring. Please try again.',
  },
  microphone_error: {
    permission_denied: 'Microphone access is not allowed. Please allow the microphone for this site in your browser settings.',
    startup_failed: 'Recording could not start. Please check that a microphone is connected.',
    browser_not_supported: 'Your browser does not support recording. Please use a recent Chrome, Edge, Safari or Firefox.',
    other: 'A recording error occurred. Please try again.',
  },
  hint_common_recognition_connection_timeout: 'Your speech could not be recognised. Please speak again.',
  hint_common_recognition_connection_empty: 'Nothing was heard. Please speak again.',
  hint_common_recognition_connection_error: 'Speech recognition failed. Please try again.',
  player: {
    play_failed: 'The audio could not be played.',
    download_failed: 'The audio could not be downloaded.',
    downloading: 'Downloading audio {{percent}}%',
  },
  pronunciation: {
    heading: 'Check your pronunciation',
    ipaLabel: 'Phonetic symbols',
    phoneScore: 'Score of this sound {{score}}',
    wordScore: 'Score {{score}}',
    playMine: 'Your word',
    playModel: 'Model',
    playMineLabel: '{{word}}: play your pronunciation',
    playModelLabel: '{{word}}: play the model pronunciation',
    tip: {
      lr: 'L and R: for L, keep the tip of your tongue on the ridge behind your upper teeth. For R, touch nothing with the tip, pull it back a little and round your lips.',
      th: 'TH: put the tip of your tongue lightly against your upper teeth and blow air between them, not S or Z.',
      vb: 'V and B: for V, touch your lower lip with your upper teeth and let the air buzz through. For B, close both lips and release them.',
      fh: 'F and H: for F, touch your lower lip with your upper teeth and blow. For H, breathe out from the throat with your mouth open.',
      addedVowel: 'Final consonants: do not add a vowel after the last consonant (good ends on d, not "goodo").',
      vowelLength: 'Vowel length: long and short vowels change the meaning (sheep/ship, pool/pull). Hold long vowels; keep short ones short and relaxed.',
    },
  },
  countdown: {
    label: 'Starting in {{count}}',
  },
};
