// The Japanese feedback: a general comment naming the commonest kind of error (with an example
// from the text) and the essay's strength, and one comment per sentence.
import type { OverallEvaluation, WritingMark, WritingMarkKind } from './types';
import type { Structure } from './scores';

export const KIND_LABELS: Record<WritingMarkKind, string> = {
  spelling: 'つづり',
  grammar: '文法',
  punctuation: '大文字・句読点',
  style: '表現の重複',
  word_choice: '語の選び方',
};

const STRUCTURE_PRAISE: Record<Structure, string> = {
  subordinate: 'because や when などの接続詞で文をつなげられています',
  relative: '関係代名詞（who / which など）で名詞を詳しく説明できています',
  comparison: '比較の表現を使えています',
  perfect: '現在完了形を使えています',
  passive: '受け身の形を使えています',
  modal: '助動詞（can / should など）で気持ちや考えを表せています',
  future: '未来の表現を使えています',
  past: '過去形で出来事を説明できています',
  progressive: '進行形を使えています',
  infinitive: 'to 不定詞を使えています',
  gerund: '動名詞（〜ing）を使えています',
  question: '問いかけの文を使えています',
};
/** Most remarkable first: a learner is praised for the hardest structure they used. */
const PRAISE_ORDER: Structure[] = ['relative', 'perfect', 'passive', 'subordinate', 'comparison', 'modal', 'gerund', 'infinitive', 'future', 'progressive', 'past', 'question'];

const quote = (text: string, item: WritingMark) => text.slice(item.start, item.end).trim();

/** One sentence's comment: its first error with the fix, and how many more; or what it does well. */
export function sentenceComment(text: string, marks: WritingMark[], structures: Set<Structure>): string {
  if (marks.length > 0) {
    const first = marks[0]!;
    const fix = first.suggestion !== undefined && first.suggestion.trim() !== '' ? `「${quote(text, first)}」→「${first.suggestion.trim()}」：` : `「${quote(text, first)}」：`;
    const more = marks.length > 1 ? `ほかに ${marks.length - 1} か所、${[...new Set(marks.slice(1).map((item) => KIND_LABELS[item.kind]))].join('・')}を見直しましょう。` : '';
    return `${fix}${first.comment}${more}`;
  }
  const praised = PRAISE_ORDER.find((structure) => structures.has(structure));
  return praised ? `誤りは見つかりませんでした。${STRUCTURE_PRAISE[praised]}。` : '誤りは見つかりませんでした。';
}

const STRENGTHS: Record<keyof OverallEvaluation, string> = {
  vocabulary_diversity: '同じ語をくり返さず、いろいろな単語を使えているのが良い点です',
  vocabulary_correctness: '単語のつづりと選び方が正確なのが良い点です',
  grammar_diversity: 'いろいろな文の形を使い分けられているのが良い点です',
  grammar_correctness: '文法の誤りが少ないのが良い点です',
};
const ADVICE: Record<keyof OverallEvaluation, string> = {
  vocabulary_diversity: '同じ語のくり返しを減らし、言いかえの表現も使ってみましょう。',
  vocabulary_correctness: 'つづりと語の意味を辞書で確かめる習慣をつけましょう。',
  // Replaced by the structures this essay has not used yet (structureAdvice).
  grammar_diversity: '',
  grammar_correctness: '提出前に、主語と動詞の形や名詞の単数・複数を見直しましょう。',
};

const STRUCTURE_SUGGESTIONS: [Structure, string][] = [
  ['subordinate', 'because や if で理由や条件を加える文'],
  ['comparison', '比較（〜er than / more 〜 than）'],
  ['perfect', '現在完了（have ＋ 過去分詞）'],
  ['relative', '関係代名詞（who / which）'],
  ['modal', '助動詞（can / should）'],
  ['passive', '受け身（be ＋ 過去分詞）'],
];
/** Advice naming two structures the essay has not used yet. */
function structureAdvice(structures: Set<Structure>): string {
  const missing = STRUCTURE_SUGGESTIONS.filter(([structure]) => !structures.has(structure)).slice(0, 2).map(([, label]) => label);
  return missing.length === 0 ? '' : `文の形を増やすために、${missing.join('や')}も使ってみましょう。`;
}

/** 2–4 sentences: the count of errors and the commonest kind with an example, the strength, one piece of advice. */
export function generalComment(text: string, marks: WritingMark[], overall: OverallEvaluation, wordCount: number, structures: Set<Structure>): string {
  const parts: string[] = [];
  if (marks.length === 0) {
    parts.push(`${wordCount} 語の英文に誤りは見つかりませんでした。`);
  } else {
    const byKind = new Map<WritingMarkKind, WritingMark[]>();
    for (const item of marks) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    const [commonest, items] = [...byKind].sort((a, b) => b[1].length - a[1].length)[0]!;
    const example = items[0]!;
    const fix = example.suggestion?.trim() ? `（例：「${quote(text, example)}」→「${example.suggestion.trim()}」）` : `（例：「${quote(text, example)}」）`;
    parts.push(`${wordCount} 語の英文に ${marks.length} か所の指摘があります。いちばん多いのは${KIND_LABELS[commonest]}の誤りで ${items.length} か所です${fix}。`);
  }
  const measures = Object.keys(overall) as (keyof OverallEvaluation)[];
  const strongest = [...measures].sort((a, b) => overall[b] - overall[a])[0]!;
  const weakest = [...measures].sort((a, b) => overall[a] - overall[b])[0]!;
  const praised = PRAISE_ORDER.find((structure) => structures.has(structure));
  parts.push(`${STRENGTHS[strongest]}${praised && strongest === 'grammar_diversity' ? `（${STRUCTURE_PRAISE[praised]}）` : ''}。`);
  if (weakest !== strongest && overall[weakest] < 80) {
    const advice = weakest === 'grammar_diversity' ? structureAdvice(structures) : ADVICE[weakest];
    if (advice) parts.push(advice);
  }
  return parts.join('');
}
