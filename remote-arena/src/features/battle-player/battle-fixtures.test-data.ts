// Battles as the arena API answers them, for page tests (imported by tests only).
import type { AnswerReply } from './api/submit-exercise-log';
import type { BattleQuestion, BattleView, ReviewedQuestion } from './model/battle-view';

export const T0 = Date.parse('2030-04-01T09:00:00.000Z');
/** An ISO time `ms` after T0. */
export const at = (ms: number) => new Date(T0 + ms).toISOString();

export const QUESTIONS: BattleQuestion[] = [
  {
    index: 0,
    question_id: 'v-apple',
    kind: 'vocabulary',
    word: 'apple',
    options: [
      { index: 0, content: 'みかん' },
      { index: 1, content: 'ぶどう' },
      { index: 2, content: 'りんご' },
      { index: 3, content: 'もも' },
    ],
  },
  {
    index: 1,
    question_id: 'g-went',
    kind: 'grammar',
    text: 'I ___ to the park yesterday.',
    text_jp: '私は昨日公園に行きました。',
    options: [
      { index: 0, content: 'went' },
      { index: 1, content: 'go' },
      { index: 2, content: 'goes' },
      { index: 3, content: 'going' },
    ],
  },
  {
    index: 2,
    question_id: 'l-station',
    kind: 'listening',
    text: 'Where is the man going?',
    audio_url: '/resources/arena/audio/l-station.mp3',
    options: [
      { index: 0, content: 'To the station.' },
      { index: 1, content: 'To the library.' },
      { index: 2, content: 'To school.' },
      { index: 3, content: 'To the hospital.' },
    ],
  },
];

const me = { student_id: 3, nickname: 'さくら', avatar: '', level: 2, rating: 1520, is_ghost: false };
export const RIVAL = { student_id: 9, nickname: 'けんた', avatar: '/uploads/avatars/9.png', level: 2, rating: 1540, is_ghost: false };

/** A live battle of three 10-second questions starting at T0 (question 0 open), the server clock at T0. */
export const battle = (overrides: Partial<BattleView> = {}): BattleView => ({
  battle_id: 7,
  mode: 'live',
  status: 'active',
  type_id: 1,
  type_code: 'vocabulary',
  type_name: '単語バトル',
  level: 2,
  question_count: 3,
  seconds_per_question: 10,
  starts_at: at(0),
  server_time: at(0),
  me: { ...me, progress: { answered: 0, correct: 0, score: 0 }, finished: false, answers: [] },
  rival: { ...RIVAL, progress: { answered: 0, correct: 0, score: 0 }, finished: false, away: false },
  ghost_timeline: null,
  contest_paper: { questions: QUESTIONS },
  current: { index: 0, opens_at: at(0), closes_at: at(10_000) },
  ...overrides,
});

export const reply = (overrides: Partial<AnswerReply> = {}): AnswerReply => ({
  question_index: 0,
  right: true,
  right_choice: 2,
  points: 18,
  elapsed_ms: 2_400,
  me: { answered: 1, correct: 1, score: 18 },
  next: { index: 1, opens_at: at(3_000), closes_at: at(13_000) },
  ...overrides,
});

export const reviewed = (index: number, overrides: Partial<ReviewedQuestion> = {}): ReviewedQuestion => ({
  index,
  question_id: QUESTIONS[index]!.question_id,
  kind: QUESTIONS[index]!.kind,
  prompt: QUESTIONS[index]!.word ?? QUESTIONS[index]!.text ?? '',
  right_answer: QUESTIONS[index]!.options[0]!.content,
  my_choice: QUESTIONS[index]!.options[0]!.content,
  my_right: true,
  my_points: 15,
  rival_right: false,
  explanation: `解説${index + 1}`,
  ...overrides,
});
