import { addTranslations } from 'shared-ui';

/** i18n namespace of the how-to-read guide (/ebook/doc). */
export const GUIDE_NS = 'ebook-guide';

addTranslations(GUIDE_NS, {
  ja: {
    title: '多読の進め方',
    lead: 'やさしい英語の本をたくさん読むと、英語を日本語に訳さずにそのまま理解する力がつきます。このページでは、電子書籍での読み方と、それぞれの機能の使い方を説明します。',
    contents: 'このページの内容',
    sections: {
      rules: {
        title: '多読の3つのルール',
        body: [
          '1. 辞書はなるべく引かない。わからない単語があっても、話の流れがわかれば先に進みましょう。',
          '2. わからないところは飛ばす。1文がわからなくても、次の文やページで意味がわかることがよくあります。',
          '3. つまらないと思ったら、途中でやめて別の本にする。楽しく読めることがいちばん大切です。',
        ],
      },
      level: {
        title: 'レベルを選ぶ（レベルチェック）',
        body: [
          '本はレベル1からレベル6まであり、レベルごとに使われる単語の数と1冊の長さが決まっています。各レベルがどの英検の級やCEFRに近いかは「本をさがす」のレベルのタブに出ています。',
          '最初に「レベルチェック」を受けると、楽に読めるレベルがわかります。短い文章を読んで質問に答えるだけで、10分ほどで終わります。わからない問題はスキップしてかまいません。',
          '目安は「1ページにわからない単語が1つか2つ」です。それより多いときは、ひとつ下のレベルにしましょう。「やさしすぎるかな」と感じるくらいが、速く・たくさん読めるちょうどよいレベルです。',
        ],
        link: 'レベルチェックを受ける',
      },
      meaning: {
        title: '辞書を使わずに意味をつかむ',
        body: [
          '知らない単語に出会ったら、まず前後の文や絵から意味を想像してみましょう。何度も出てくる単語は、読んでいるうちに自然に意味がわかってきます。',
          '英語を日本語に訳しながら読む必要はありません。英語の語順のまま、場面を頭に思い浮かべながら読み進めるのがコツです。',
          'どうしても話がわからなくなったときだけ、単語の意味を確かめましょう。',
        ],
      },
      glosses: {
        title: '語注（むずかしい単語の日本語）',
        body: [
          'その本のレベルより難しい単語には、日本語の意味（語注）がついています。本の詳細ページで、語注のついた単語の数がわかります。',
          '語注は読むのを助けるためのものです。覚えようとしなくてかまいません。何度も出会ううちに自然に身につきます。',
        ],
      },
      audio: {
        title: '音声とハイライト',
        body: [
          '本文はすべて英語の音声で聞くことができます。再生すると、読まれている文がハイライト（色つき）で表示されるので、目で文を追いながら聞けます。',
          '速さは変えられます。はじめはゆっくりにして、慣れてきたら少しずつ速くしましょう。音声を聞きながら読む「聞き読み」は、読む速さと聞く力の両方をのばします。',
        ],
      },
      words: {
        title: '単語をタップする',
        body: [
          '意味が気になる単語は、タップ（クリック）すると意味を確かめられます。ただし、タップするのは話がわからなくなったときだけにして、できるだけ止まらずに読みましょう。',
          '単語テストには、読んだ本の語注の単語から問題が出ます。',
        ],
      },
      aloud: {
        title: '音読する',
        body: [
          '気に入った場面は、音声を聞いたあとに声に出して読んでみましょう。音声をまねしてすぐあとについて読む「シャドーイング」も効果があります。',
          '声に出して読むと、英語の語順やリズムが体に入り、黙読も速くなります。',
        ],
      },
      exercises: {
        title: '練習問題',
        body: [
          '1冊読み終わったら、本の詳細ページの「練習問題に挑戦」から内容の理解を確かめましょう。最高点は詳細ページに残ります。',
          'まちがえた問題は、本の該当する場面を読み返すと理解が深まります。',
        ],
      },
      impressions: {
        title: '感想を書く',
        body: [
          '読み終わったら、星（1〜5）と感想を残しましょう。日本語でも英語でもかまいません（1000文字まで、絵文字は使えません）。',
          'みんなの星の平均は本の一覧と詳細ページに表示され、ほかの人が本を選ぶときの参考になります。',
        ],
      },
      history: {
        title: '読書記録とWPM',
        body: [
          '「読書記録」では、読んだ本の数・時間・語数と、日ごとの読書量をグラフで見られます。',
          'WPM（Words Per Minute）は1分間に読んだ語数で、読む速さの目安です。はじめは100WPMくらいでも、たくさん読むうちに150〜200WPMをめざせます。速さが落ちてきたら、レベルが高すぎるサインかもしれません。',
          '1日10分でも毎日読むことが、いちばんの近道です。',
        ],
        link: '読書記録を見る',
      },
    },
    start: '本をさがす',
  },
  en: {
    title: 'How to read',
    lead: 'Reading many easy English books builds the ability to understand English as it is, without translating. This page explains how to read here and how to use each feature.',
    contents: 'On this page',
    sections: {
      rules: {
        title: 'Three rules of extensive reading',
        body: [
          '1. Use the dictionary as little as you can. If you can follow the story, keep going even past words you do not know.',
          '2. Skip what you do not understand. The next sentence or page often makes it clear.',
          '3. If a book bores you, stop and choose another. Enjoying the reading matters most.',
        ],
      },
      level: {
        title: 'Choosing a level (the level check)',
        body: [
          'Books go from level 1 to level 6; each level sets how many different words are used and how long a book is. The level tabs on “Find a book” show the Eiken grade and CEFR level each is close to.',
          'Take the level check first to find the level you can read with ease. You read short passages and answer questions; it takes about 10 minutes, and you may skip any question.',
          'Aim for one or two unknown words a page. If there are more, go down a level. A level that feels a little easy is the right one for reading fast and reading a lot.',
        ],
        link: 'Take the level check',
      },
      meaning: {
        title: 'Reading for meaning without a dictionary',
        body: [
          'When you meet a new word, guess its meaning from the sentences around it and from the pictures. Words that come up again and again become clear as you read.',
          'You do not need to translate into Japanese. Read in the English word order and picture the scene as you go.',
          'Check a word only when you have lost the story.',
        ],
      },
      glosses: {
        title: 'Glosses (Japanese for harder words)',
        body: [
          'Words above the book’s level come with their Japanese meaning (a gloss). The book’s details page says how many glossed words it has.',
          'Glosses are there to help you read on. You do not need to learn them; meeting them again and again is enough.',
        ],
      },
      audio: {
        title: 'Audio and highlight',
        body: [
          'Every sentence can be heard in English. While it plays, the sentence being read is highlighted, so you can follow it with your eyes.',
          'You can change the speed. Start slowly and speed up as you get used to it. Reading while listening improves both your reading speed and your listening.',
        ],
      },
      words: {
        title: 'Tapping words',
        body: [
          'Tap (click) a word to check its meaning. Do it only when you have lost the story, and try to keep reading without stopping.',
          'The word test asks about glossed words from the books you have read.',
        ],
      },
      aloud: {
        title: 'Reading aloud',
        body: [
          'For scenes you like, listen first and then read them aloud. Shadowing, speaking right after the audio, also works well.',
          'Reading aloud puts English word order and rhythm into your body, and your silent reading becomes faster too.',
        ],
      },
      exercises: {
        title: 'Exercises',
        body: [
          'When you finish a book, check your understanding with “Try the exercises” on its details page. Your best score stays there.',
          'For questions you got wrong, reading the scene again deepens your understanding.',
        ],
      },
      impressions: {
        title: 'Writing an impression',
        body: [
          'When you finish, give the book 1 to 5 stars and write your impression, in Japanese or English (up to 1000 characters, no emoji).',
          'The average stars appear on the book list and details, and help others choose books.',
        ],
      },
      history: {
        title: 'Reading record and WPM',
        body: [
          '“Reading record” shows how many books, minutes and words you have read, with a chart of each day.',
          'WPM (words per minute) is how many words you read in a minute: a measure of reading speed. Even if you start around 100 WPM, you can aim for 150-200 WPM by reading a lot. If your speed drops, the level may be too hard.',
          'Reading every day, even for 10 minutes, is the fastest way forward.',
        ],
        link: 'See my reading record',
      },
    },
    start: 'Find a book',
  },
});
