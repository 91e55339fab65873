// Issue 7 at the server level: for every recorded spoken type, a reading of its first item scores
// higher than an unrelated sentence, with the evaluation start frame that type's player sends.
// This was the per-type half of e2e/tests/spoken-reading.spec.ts, which recorded both takes in
// real time in Chromium (about 16 minutes); here the same kind of audio (espeak-ng, padded with a
// noise floor like the e2e WAV takes) streams faster than real time through the real server and
// engine. The browser path of each spoken family (microphone, socket, result screen) stays in e2e.
//
// The frames are what the players build (remote-exercises/src/features/spoken and
// question-types/*, through shared-speech's evaluationRequestFrame) for the items the content
// build serves (portal-server/content/exercises/skillup/speaking.yaml + content-build-spoken.ts).
// This package may not import front-end code (lint: servers import no front end), so the frame
// rules are restated in `startFrame` below; the category comes from shared-contract, as the
// content build takes it.
import { DEFAULT_SPOKEN_CATEGORY, integratedPartCategory } from 'shared-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSpeech } from './support/speech-client';
import { synthesizePcm } from './support/synthetic-speech';
import { startTestServer, type TestServer } from './support/test-server';

const UNRELATED = 'The weather was cold and windy on the mountain yesterday.';

/**
 * The e2e takes: espeak-ng at 140 wpm with a second of noise before and after (a recording
 * starts before and ends after the speech), the noise at about the level of sox's
 * `whitenoise vol 0.008` that the WAV files mix in.
 */
const TAKE = { wpm: 140, padMs: 1000, noise: 150 } as const;

type Request = {
  category: string;
  /** The item's evaluation text (evaluate_text, else word, else screen_text). */
  text: string;
  /** read_word: the item's ipa. */
  vocabulary?: string;
  /** free_reply: the item's sample answers. */
  references?: string[];
  questionId: string;
  /** shared-speech maxRecordMs(kind, item.record_max_time), in seconds. */
  recordMaxTime: number;
  /** Shadow tracking asks for word positions every 300 ms. */
  tracking?: { trackType: 1; trackFlowMs: number };
};

/**
 * shared-speech's evaluationRequestFrame + buildReferenceText for these requests: read_word texts
 * carry the [word] marker and, for a one-word text with an ipa, the [vocabulary] line. resource_id
 * is the seeded resource's id in the browser; the server only echoes it.
 */
function startFrame(request: Request): Record<string, unknown> {
  const reference =
    request.category === 'read_word'
      ? ['[word]', request.text, ...(request.vocabulary && /^\S+$/.test(request.text) ? ['[vocabulary]', `${request.text}|${request.vocabulary}`] : [])].join('\n')
      : request.text;
  return {
    category: request.category,
    encoding: 'raw',
    sample_rate: 16000,
    text: reference,
    ...(request.references ? { references: request.references } : {}),
    resource_id: 'skillup-speaking',
    question_id: request.questionId,
    record_max_time: request.recordMaxTime,
    ...(request.tracking ? { auto_tracking: 1, track_type: request.tracking.trackType, track_flow: request.tracking.trackFlowMs } : {}),
  };
}

type Result = Record<string, unknown>;

/** What the result card shows (spoken-answer percent_score): the total, a tenth of it when rejected. */
const shownTotal = (result: Result, total: unknown = result.total_score): number => {
  const value = typeof total === 'number' && Number.isFinite(total) ? Math.min(100, Math.max(0, total)) : 0;
  return result.is_rejected === true ? Math.round((value / 10) * 10) / 10 : value;
};

type Case = {
  type: string;
  request: Request;
  /** What the learner reads (the e2e take). */
  read: string;
  /** The result card's percent for the item (the article splits its chapter result per sentence). */
  card?: (result: Result) => number;
};

const ARTICLE = [
  'I get up at six thirty every morning.',
  'First, I open the window and drink a glass of water.',
  'Then I make breakfast for my family.',
  'We usually have rice, miso soup and fish.',
  'After breakfast, I check the news on my phone.',
  'I leave home at eight and take the train to work.',
];

/** remote-exercises splitChapterResult: with one sentence result per item, the first item gets the first sentence's total. */
const firstSentence = (result: Result): number => {
  const sentences = Array.isArray(result.sentences) ? (result.sentences as Result[]) : [];
  return sentences.length === ARTICLE.length ? shownTotal(result, sentences[0]?.total_score) : shownTotal(result);
};

const CASES: Case[] = [
  // ReadAloud (read-aloud.tsx): the item's own request.
  { type: 'sentence_reading', request: { category: DEFAULT_SPOKEN_CATEGORY.sentence_reading, text: 'Could you send me the report by Friday?', questionId: 'spk-sr-01', recordMaxTime: 20 }, read: 'Could you send me the report by Friday?' },
  { type: 'word_reading', request: { category: DEFAULT_SPOKEN_CATEGORY.word_reading, text: 'schedule', vocabulary: '/ˈskedʒuːl/', questionId: 'spk-wr-01', recordMaxTime: 10 }, read: 'schedule' },
  { type: 'picture_reading', request: { category: DEFAULT_SPOKEN_CATEGORY.picture_reading, text: 'an umbrella', questionId: 'spk-pr-01', recordMaxTime: 10 }, read: 'an umbrella' },
  // Business words, first view (the word): read_word with the word and its ipa.
  { type: 'business_word_reading', request: { category: DEFAULT_SPOKEN_CATEGORY.business_word_reading, text: 'invoice', vocabulary: '/ˈɪnvɔɪs/', questionId: 'spk-bw-01', recordMaxTime: 10 }, read: 'invoice' },
  { type: 'sentence_shadowing', request: { category: DEFAULT_SPOKEN_CATEGORY.sentence_shadowing, text: "Nice to meet you. I'm from Osaka.", questionId: 'spk-ss-01', recordMaxTime: 20 }, read: "Nice to meet you. I'm from Osaka." },
  { type: 'dialogue_practice', request: { category: DEFAULT_SPOKEN_CATEGORY.dialogue_practice, text: 'Good afternoon. How can I help you?', questionId: 'spk-dp-01', recordMaxTime: 20 }, read: 'Good afternoon. How can I help you?' },
  // Shadowing and shadow tracking (their own players on useItemRecording).
  {
    type: 'shadowing',
    request: { category: DEFAULT_SPOKEN_CATEGORY.shadowing, text: 'Good morning, everyone. Today we will talk about our summer project.', questionId: 'spk-sh-01', recordMaxTime: 20 },
    read: 'Good morning, everyone. Today we will talk about our summer project.',
  },
  {
    type: 'shadow_tracking',
    request: {
      category: DEFAULT_SPOKEN_CATEGORY.shadow_tracking,
      text: 'Tom lives in a small town by the sea. Every morning, he walks his dog on the beach.',
      questionId: 'spk-st-01',
      recordMaxTime: 20,
      tracking: { trackType: 1, trackFlowMs: 300 },
    },
    read: 'Tom lives in a small town by the sea. Every morning, he walks his dog on the beach.',
  },
  // Step programs (useTakeSteps): the item's request, its record_max_time or the kind's default.
  {
    type: 'narration',
    request: {
      category: DEFAULT_SPOKEN_CATEGORY.narration,
      text: "Hello, everyone. My name is Hana. I like music and sports. I play the guitar every day. Let's be good friends.",
      questionId: 'spk-na-01',
      recordMaxTime: 60,
    },
    read: "Hello, everyone. My name is Hana. I like music and sports. I play the guitar every day. Let's be good friends.",
  },
  {
    type: 'speaking',
    request: {
      category: DEFAULT_SPOKEN_CATEGORY.speaking,
      text: 'What do you usually do on weekends?',
      references: ['I usually clean my room on Saturday morning. In the afternoon, I often go shopping with my friends.'],
      questionId: 'spk-sp-01',
      recordMaxTime: 30,
    },
    read: 'I usually clean my room on Saturday morning. In the afternoon, I often go shopping with my friends.',
  },
  {
    type: 'picture_description',
    request: {
      category: DEFAULT_SPOKEN_CATEGORY.picture_description,
      text: 'Please describe the picture.',
      references: ['A man is reading a book under a big tree in the park.'],
      questionId: 'spk-pd-01',
      recordMaxTime: 30,
    },
    read: 'A man is reading a book under a big tree in the park.',
  },
  {
    type: 'quick_response',
    request: { category: DEFAULT_SPOKEN_CATEGORY.quick_response, text: 'How are you today?', references: ["I'm fine, thank you. How about you?"], questionId: 'spk-qr-01', recordMaxTime: 10 },
    read: "I'm fine, thank you. How about you?",
  },
  { type: 'integrated_process', request: { category: integratedPartCategory('reading'), text: 'My town is famous for its old castle.', questionId: 'spk-ip-01', recordMaxTime: 15 }, read: 'My town is famous for its old castle.' },
  // Article, whole-article mode (exam mode always reads it whole): read_chapter over every
  // sentence, one per line, 60 s, the first item's id; the first card gets the first sentence.
  {
    type: 'article_reading',
    request: { category: 'read_chapter', text: ARTICLE.join('\n'), questionId: 'spk-ar-01', recordMaxTime: 60 },
    read: ARTICLE.join(' '),
    card: firstSentence,
  },
  // Dialogue challenge: Amy's line with the line's record_max_time (10 s).
  {
    type: 'dialogue_challenge',
    request: { category: DEFAULT_SPOKEN_CATEGORY.dialogue_challenge, text: 'Hi, Yuta. Do you have any plans for the weekend?', questionId: 'spk-dc-01', recordMaxTime: 10 },
    read: 'Hi, Yuta. Do you have any plans for the weekend?',
  },
];

describe('spoken types: a reading scores higher than an unrelated sentence (start frames of the players)', () => {
  let server: TestServer;
  let unrelated: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    unrelated = await synthesizePcm(UNRELATED, TAKE);
  });
  afterAll(() => server?.close());

  /** Streams `pcm` as fast as the socket takes it and returns the final result. */
  const evaluate = async (frame: Record<string, unknown>, pcm: Buffer): Promise<Result> => {
    const run = await streamSpeech(server.ws('/speech/evaluate'), frame, pcm, { realtime: false });
    const result = (run.final?.data as { result?: Result } | null)?.result;
    if (run.final?.code !== 0 || !result) throw new Error(`no result for ${JSON.stringify(frame)}: ${JSON.stringify(run.final)}`);
    return result;
  };

  for (const testCase of CASES) {
    it(testCase.type, async () => {
      const frame = startFrame(testCase.request);
      const card = testCase.card ?? ((result: Result) => shownTotal(result));
      const reading = await evaluate(frame, await synthesizePcm(testCase.read, TAKE));
      const other = await evaluate(frame, unrelated);
      // The server scored the request it was given (category and item echoed back).
      expect(reading).toMatchObject({ category: testCase.request.category, question_id: testCase.request.questionId });
      const [readScore, unrelatedScore] = [card(reading), card(other)];
      console.info(`${testCase.type}: reading ${readScore}, unrelated ${unrelatedScore}`);
      expect(readScore).toBeGreaterThan(unrelatedScore);
    });
  }
});
