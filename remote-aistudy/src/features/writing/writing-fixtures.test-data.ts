// Data of the writing page tests, in the shapes the server's writing calls answer.
import type { TopicDetail, WritingResult } from './model/writing-types';

export const TOPIC: TopicDetail = {
  topic_id: 4,
  code: 'e3-favorite-season',
  level: 'eiken-3',
  level_title: '英検3級',
  title: '好きな季節',
  title_en: 'Your favorite season',
  prompt_en: 'QUESTION: What is your favorite season?',
  instruction: 'あなたがいちばん好きな季節を答え、その理由を2つ英文で書きましょう。',
  min_words: 5,
  max_words: 10,
  times: 0,
  best_score: null,
  attempts: [],
  model_answer_en: null,
  model_answer_ja: null,
};

/** "He go to school. I like apple." with an AI mark on "go" and a teacher's note on "apple". */
export const RESULT: WritingResult = {
  guid: 'a1b2c3d4-0000-4000-8000-000000000001',
  topic: { topic_id: 4, title: '好きな季節', title_en: 'Your favorite season', prompt_en: 'QUESTION: What is your favorite season?', level: 'eiken-3' },
  text: 'He go to school. I like apple.',
  image_url: '/uploads/images/photo.png',
  created_at: '2026-11-28T10:00:00.000Z',
  score: 72,
  word_count: 7,
  error_count: 1,
  general_comment: '文法のまちがいが1か所あります。短い文で理由をはっきり書けています。',
  overall_evaluation: { vocabulary_diversity: 60, vocabulary_correctness: 90, grammar_diversity: 40, grammar_correctness: 70 },
  comments: [
    {
      sent_content: 'He go to school.',
      start: 0,
      end: 16,
      comment: '主語が三人称単数です。',
      sent_comments: [{ hit_words_pos: { startPos: 3, endPos: 5 }, comments: '主語が he なので goes にします。', teacher_name: '', type: 'AI', kind: 'grammar', suggestion: 'goes' }],
    },
    {
      sent_content: 'I like apple.',
      start: 17,
      end: 30,
      comment: '',
      sent_comments: [{ hit_words_pos: { startPos: 24, endPos: 29 }, comments: '数えられる名詞は apples にしましょう。', teacher_name: '佐藤 先生', type: 'TEACHER', kind: 'teacher', suggestion: null }],
    },
  ],
  correct_notes: [{ sent_content: 'I like apple.', comments: '数えられる名詞は apples にしましょう。', teacher_name: '佐藤 先生', hit_words_pos: { startPos: 24, endPos: 29 } }],
  en_answer: 'My favorite season is spring.',
  en_answer_ja: '私のいちばん好きな季節は春です。',
  homework_id: 9,
  source: 'skillup',
  mode: 'homework',
  time_spent_seconds: 120,
};
