import { describe, expect, it, vi } from 'vitest';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { WRITING_MAX_WORDS } from 'shared-contract';
import { readWritingTopics } from '../content';
import { checkWriting, evaluateWriting, type WritingTopic } from './evaluate';

const topics = readWritingTopics();
const topicByCode = (code: string): WritingTopic => {
  const found = topics.find((topic) => topic.code === code);
  if (!found) throw new Error(`no topic ${code}`);
  return found;
};
const SEASON = topicByCode('e3-favorite-season');

const marked = (text: string, marks: { start: number; end: number }[]) => marks.map((item) => text.slice(item.start, item.end));

describe('checkWriting', () => {
  it('refuses an empty or blank text', () => {
    expect(checkWriting('')).toBe('empty');
    expect(checkWriting('  \n\t ')).toBe('empty');
  });

  it('refuses Japanese, full-width forms and other scripts, and emoji', () => {
    expect(checkWriting('I like 寿司 very much.')).toBe('not_english');
    expect(checkWriting('I like summer，because it is hot.')).toBe('not_english');
    expect(checkWriting('Привет, I am Ivan.')).toBe('not_english');
    expect(checkWriting('I like summer 🌻 a lot.')).toBe('emoji');
  });

  it(`refuses more than ${WRITING_MAX_WORDS} words and accepts exactly that many`, () => {
    expect(checkWriting(Array.from({ length: WRITING_MAX_WORDS }, () => 'word').join(' '))).toBeNull();
    expect(checkWriting(Array.from({ length: WRITING_MAX_WORDS + 1 }, () => 'word').join(' '))).toBe('too_long');
  });

  it('accepts an essay on the topic, a short one too, and refuses an unrelated essay', async () => {
    const onTopic = 'My favorite season is winter. I can ski with my family in the mountains, and I love the snow.';
    expect(checkWriting(onTopic, SEASON, await evaluateWriting(onTopic, SEASON))).toBeNull();
    expect(checkWriting('I like autumn because of the leaves.', SEASON)).toBeNull();
    const unrelated = 'I think students should wear school uniforms. Uniforms are cheap, and students do not have to choose clothes every morning.';
    const evaluation = await evaluateWriting(unrelated, SEASON);
    expect(evaluation.relevance).toBeLessThan(0.3);
    expect(checkWriting(unrelated, SEASON, evaluation)).toBe('off_topic');
    expect(checkWriting(unrelated, SEASON)).toBe('off_topic');
    // The same essay is on topic for the uniforms topic, and free writing has no topic to miss.
    expect(checkWriting(unrelated, topicByCode('p2-school-uniforms'))).toBeNull();
    expect(checkWriting(unrelated)).toBeNull();
  });

  it('counts synonyms and inflections as the topic\'s words (bicycle for bike, rode for ride)', () => {
    expect(checkWriting('Hi Alex! I rode my bicycle to the lake on Saturday.', topicByCode('e3-email-new-bike'))).toBeNull();
  });
});

describe('evaluateWriting', () => {
  it('finds no error in any topic\'s model answer, which is on its own topic', async () => {
    for (const topic of topics) {
      const evaluation = await evaluateWriting(topic.model_answer_en, topic.level === 'free' ? undefined : topic);
      expect({ code: topic.code, marks: marked(topic.model_answer_en, evaluation.marks) }).toEqual({ code: topic.code, marks: [] });
      expect(checkWriting(topic.model_answer_en, topic.level === 'free' ? undefined : topic, evaluation)).toBeNull();
    }
  });

  it('marks planted errors at their character offsets, with Japanese comments and suggestions', async () => {
    const text = '“Summer is fun,” my sister says.\nShe like swimming  in the sea. I have two cat. Yesterday I go to the beach with my freind.';
    const evaluation = await evaluateWriting(text);
    expect(marked(text, evaluation.marks)).toEqual(['like', '  ', 'cat', 'go', 'freind']);
    const like = evaluation.marks[0]!;
    expect(like).toMatchObject({ kind: 'grammar', suggestion: 'likes' });
    expect(like.comment).toMatch(/三人称単数/);
    expect(evaluation.marks.find((item) => text.slice(item.start, item.end) === 'freind')).toMatchObject({ kind: 'spelling', suggestion: 'friend' });
    for (const item of evaluation.marks) expect(item.comment).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('counts offsets in UTF-16 after characters outside the BMP', async () => {
    const text = 'I met 𠮷田 san. She like tea.';
    const evaluation = await evaluateWriting(text);
    expect(marked(text, evaluation.marks)).toContain('like');
  });

  it('splits sentences with their spans and comments each one concretely', async () => {
    const text = 'My favorite season is summer because I can swim in the sea. i like watermelon.\nMy mother cook it for me';
    const evaluation = await evaluateWriting(text);
    expect(evaluation.sentence_count).toBe(3);
    expect(evaluation.word_count).toBe(21);
    for (const sentence of evaluation.sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.sent_content);
    expect(evaluation.sentences[0]!.comment).toBe('誤りは見つかりませんでした。because や when などの接続詞で文をつなげられています。');
    expect(evaluation.sentences[1]!.comment).toContain('「i」→「I」');
    expect(evaluation.sentences[2]!.comment).toContain('「cook」→「cooks」');
    expect(evaluation.sentences[2]!.comment).toMatch(/ほかに 1 か所、大文字・句読点を見直しましょう/);
    // i, cook and the missing full stop: capitals and punctuation are the commonest kind.
    expect(evaluation.general_comment).toMatch(/^21 語の英文に 3 か所の指摘があります。いちばん多いのは大文字・句読点の誤りで 2 か所です（例：「i」→「I」）。/);
  });

  it('says so when there is no mistake', async () => {
    const evaluation = await evaluateWriting('I like spring because the flowers are beautiful.');
    expect(evaluation.marks).toEqual([]);
    expect(evaluation.general_comment).toMatch(/^8 語の英文に誤りは見つかりませんでした。/);
    expect(evaluation.relevance).toBe(1);
  });

  it('scores fewer errors, more varied words and more structures higher, every measure in 0..100', async () => {
    const corrected = 'My favorite season is summer. I can swim in the sea with my friends, and I have visited Okinawa twice. If it is hot, we eat shaved ice, which is cheaper than ice cream.';
    const withErrors = 'My favorite season is summer. I can swims in the sea with my friend, and I have visit Okinawa twice. If it is hot, we eats shaved ice, which is more cheaper than ice cream.';
    const plain = 'I like summer. I like the sea. I like summer. I like the sea. I like summer. I like the sea. I like summer. I like the sea.';
    const [good, bad, repetitive] = await Promise.all([corrected, withErrors, plain].map((text) => evaluateWriting(text)));
    for (const evaluation of [good!, bad!, repetitive!]) {
      for (const value of [...Object.values(evaluation.overall_evaluation), evaluation.score]) {
        expect(Number.isInteger(value) && value >= 0 && value <= 100).toBe(true);
      }
    }
    expect(bad!.marks.length).toBeGreaterThanOrEqual(3);
    expect(bad!.overall_evaluation.grammar_correctness).toBeLessThan(good!.overall_evaluation.grammar_correctness);
    expect(bad!.score).toBeLessThan(good!.score);
    expect(repetitive!.overall_evaluation.vocabulary_diversity).toBeLessThan(good!.overall_evaluation.vocabulary_diversity - 30);
    expect(repetitive!.overall_evaluation.grammar_diversity).toBeLessThan(good!.overall_evaluation.grammar_diversity);
    expect(good!.overall_evaluation.grammar_correctness).toBe(100);
  });

  it('loads harper\'s WebAssembly from the npm package without any network request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('network is not allowed'));
    try {
      const linter = new LocalLinter({ binary, dialect: Dialect.American });
      await linter.setup();
      const lints = await linter.lint('This is a importent day.');
      expect(lints.length).toBeGreaterThan(0);
      for (const lint of lints) lint.free();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
