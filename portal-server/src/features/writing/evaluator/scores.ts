// The four overall_evaluation measures, each 0..100, and the score that combines them.
//
// vocabulary_diversity: the moving-average type-token ratio (MATTR) of the lemmas (likes, liked
//   and like are one word), window 40 words, so a long essay is not penalised for repeating
//   "the" and "I". MATTR 0.45 or less → 0, 0.80 or more → 100, linear between. A text shorter
//   than the window is pulled toward 50 in proportion (its ratio says little about its writer).
// vocabulary_correctness: 100 × (1 − 5 × spelling and word-choice marks per word), at least 0:
//   one such mark in 20 words gives 75.
// grammar_correctness: the same with grammar and punctuation marks (style marks count for neither).
// grammar_diversity: how many of twelve structures the text uses (past, future, perfect,
//   progressive, modal, passive, comparative/superlative, infinitive, gerund after a verb or
//   preposition, subordinate clause, relative clause, question/imperative), 8 or more → 100.
// score: 0.2 × vocabulary_diversity + 0.3 × vocabulary_correctness + 0.2 × grammar_diversity +
//   0.3 × grammar_correctness: correctness weighs more, it is what the marks show the learner.
import type { OverallEvaluation, WritingMark } from './types';
import { lemmaOf, type Sentence, type Token } from './text';
import { IRREGULAR_PAST, MODALS, SUBJECT_PRONOUNS, THIRD_PERSON } from './lexicon';

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

const MATTR_WINDOW = 40;

export function vocabularyDiversity(tokens: Token[]): number {
  const lemmas = tokens.filter((token) => /[a-z]/.test(token.lower)).map((token) => lemmaOf(token.lower));
  if (lemmas.length === 0) return 0;
  const window = Math.min(MATTR_WINDOW, lemmas.length);
  let total = 0;
  const counts = new Map<string, number>();
  for (let index = 0; index < window; index++) counts.set(lemmas[index]!, (counts.get(lemmas[index]!) ?? 0) + 1);
  total += counts.size / window;
  for (let index = window; index < lemmas.length; index++) {
    const leaving = lemmas[index - window]!;
    const left = (counts.get(leaving) ?? 1) - 1;
    if (left === 0) counts.delete(leaving);
    else counts.set(leaving, left);
    counts.set(lemmas[index]!, (counts.get(lemmas[index]!) ?? 0) + 1);
    total += counts.size / window;
  }
  const mattr = total / (lemmas.length - window + 1);
  const raw = ((mattr - 0.45) / (0.8 - 0.45)) * 100;
  const confidence = Math.min(1, lemmas.length / MATTR_WINDOW);
  return clamp(50 + (Math.max(0, Math.min(100, raw)) - 50) * confidence);
}

const ERRORS_PER_WORD_WEIGHT = 5;
export function correctness(markCount: number, wordCount: number): number {
  if (wordCount === 0) return 0;
  return clamp(100 * (1 - (ERRORS_PER_WORD_WEIGHT * markCount) / wordCount));
}

export type Structure =
  | 'past' | 'future' | 'perfect' | 'progressive' | 'modal' | 'passive' | 'comparison' | 'infinitive' | 'gerund' | 'subordinate' | 'relative' | 'question';

const BE = /^(am|is|are|was|were|be|been|being|'m|'s|'re)$/;
/** Words in -ing after "be" that are adjectives or nouns, not a progressive (It is interesting; My favourite season is spring). */
const NOT_PARTICIPLES = new Set(['interesting', 'exciting', 'boring', 'amazing', 'surprising', 'relaxing', 'tiring', 'everything', 'something', 'nothing', 'anything', 'spring', 'morning', 'evening', 'thing', 'king', 'ring', 'wing', 'string', 'building', 'meeting', 'wedding', 'ceiling', 'clothing', 'pudding', 'sibling', 'during']);
const isParticiple = (word: string) => /[a-z]ed$/.test(word) || /^(done|made|taken|given|written|spoken|seen|known|built|sold|held|found|told|taught|bought|kept|left|used|eaten|chosen|grown|shown|broken|called)$/.test(word);

/** The structures each sentence uses, found from its words alone (no parser: cues that are reliable). */
export function structuresOf(text: string, sentence: Sentence): Set<Structure> {
  const found = new Set<Structure>();
  const words = sentence.tokens.map((token) => token.lower);
  const content = text.slice(sentence.start, sentence.end);
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    const previous = words[index - 1] ?? '';
    if (IRREGULAR_PAST.has(word) && word !== 'had' && SUBJECT_PRONOUNS.has(previous)) found.add('past');
    if (/[a-z]{2,}ed$/.test(word) && SUBJECT_PRONOUNS.has(previous)) found.add('past');
    if (word === 'will' || word === "won't" || (word === 'going' && next === 'to' && !/^(the|a|my|school)$/.test(words[index + 2] ?? ''))) found.add('future');
    if (/^(have|has|had|'ve)$/.test(word) && (isParticiple(next) || IRREGULAR_PAST.has(next) || next === 'been')) found.add('perfect');
    // Progressive: be + -ing, or be + subject + -ing in a question (Are you reading ...?).
    const participle = SUBJECT_PRONOUNS.has(next) ? (words[index + 2] ?? '') : next;
    if (BE.test(word) && /[a-z]{2,}ing$/.test(participle) && !NOT_PARTICIPLES.has(participle)) found.add('progressive');
    if (MODALS.has(word) && word !== 'will' && word !== "won't") found.add('modal');
    if (BE.test(word) && isParticiple(next) && !/^(interested|excited|tired|bored|surprised|worried|married|scared)$/.test(next)) found.add('passive');
    if ((word === 'than' && index > 0) || /^(more|most|better|best|worse|worst)$/.test(word) || (/[a-z]{3,}est$/.test(word) && previous === 'the')) found.add('comparison');
    if (word === 'to' && THIRD_PERSON.has(next)) found.add('infinitive');
    if (/[a-z]{2,}ing$/.test(word) && /^(enjoy|like|love|about|of|for|without|by|after|before|stop|finish|at|in)$/.test(previous)) found.add('gerund');
    if (/^(because|when|if|although|though|while|since|after|before|until|unless|whether)$/.test(word) && index < words.length - 1) found.add('subordinate');
    if (/^(who|which|whose|where)$/.test(word) && index > 0 && !content.trimEnd().endsWith('?')) found.add('relative');
    if (word === 'that' && /^(think|believe|know|say|says|said|hope|feel|is|was|means)$/.test(previous)) found.add('subordinate');
  });
  if (content.trimEnd().endsWith('?')) found.add('question');
  return found;
}

export const STRUCTURES_FOR_FULL_MARKS = 8;
export function grammarDiversity(structures: Set<Structure>, sentenceCount: number): number {
  if (sentenceCount === 0) return 0;
  return clamp((structures.size / STRUCTURES_FOR_FULL_MARKS) * 100);
}

const VOCABULARY_KINDS = new Set<WritingMark['kind']>(['spelling', 'word_choice']);
const GRAMMAR_KINDS = new Set<WritingMark['kind']>(['grammar', 'punctuation']);

export function overallEvaluation(tokens: Token[], marks: WritingMark[], structures: Set<Structure>, sentenceCount: number): OverallEvaluation {
  return {
    vocabulary_diversity: vocabularyDiversity(tokens),
    vocabulary_correctness: correctness(marks.filter((item) => VOCABULARY_KINDS.has(item.kind)).length, tokens.length),
    grammar_diversity: grammarDiversity(structures, sentenceCount),
    grammar_correctness: correctness(marks.filter((item) => GRAMMAR_KINDS.has(item.kind)).length, tokens.length),
  };
}

export function combinedScore(overall: OverallEvaluation): number {
  return clamp(0.2 * overall.vocabulary_diversity + 0.3 * overall.vocabulary_correctness + 0.2 * overall.grammar_diversity + 0.3 * overall.grammar_correctness);
}
