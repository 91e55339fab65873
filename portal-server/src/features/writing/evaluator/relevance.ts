// Relevance to the topic, offline: the topic's own words (its keywords, and the content words of
// its title and prompt) against the essay's lemmas, with a small synonym set so "bicycle" counts
// for "bike". Words every essay uses (think, like, good, friend ...; lexicon STOPWORDS) never
// count, so an essay on another subject does not pass on them.
//
// relevance = min(1, distinct topic words used / RELEVANT_HITS). With RELEVANT_HITS = 3, an
// essay using three of the topic's words is fully on topic. The refusal threshold
// (OFF_TOPIC_BELOW = 0.3) means: not one topic word used → off topic. One is enough, on
// purpose: refusing a short, honest essay is worse than accepting a loosely related one.
import { STOPWORDS } from './lexicon';
import { lemmaOf, tokenize } from './text';
import type { WritingTopic } from './types';

export const RELEVANT_HITS = 3;
export const OFF_TOPIC_BELOW = 0.3;

const SYNONYM_GROUPS = [
  ['bike', 'bicycle', 'cycle', 'cycling'],
  ['phone', 'smartphone', 'cellphone', 'mobile'],
  ['child', 'kid', 'children', 'son', 'daughter'],
  ['ai', 'artificial', 'intelligence', 'chatgpt', 'robot'],
  ['uniform', 'clothes', 'wear', 'dress', 'outfit'],
  ['environment', 'nature', 'earth', 'pollution', 'planet', 'ecology'],
  ['tourism', 'tourist', 'travel', 'traveler', 'trip', 'sightseeing', 'visitor'],
  ['job', 'work', 'worker', 'employee', 'office', 'career'],
  ['company', 'firm', 'business', 'employer', 'corporation'],
  ['study', 'learn', 'lesson', 'class', 'education'],
  ['autumn', 'fall'],
  ['shop', 'store', 'supermarket', 'convenience'],
  ['sea', 'ocean', 'beach'],
  ['online', 'internet', 'web', 'website'],
  ['commute', 'commuting', 'train', 'transportation'],
  ['garden', 'gardening', 'vegetable', 'plant', 'farm'],
  ['resident', 'neighbor', 'local', 'community', 'citizen'],
  ['weather', 'temperature', 'rain', 'sunny'],
  ['library', 'book', 'novel'],
];
const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) SYNONYMS.set(word, group[0]!);

/** A word as the relevance check compares it: its lemma, then its synonym group's head. */
const conceptOf = (word: string) => {
  const lemma = lemmaOf(word.toLowerCase());
  return SYNONYMS.get(lemma) ?? SYNONYMS.get(word.toLowerCase()) ?? lemma;
};

const contentConcepts = (text: string) => {
  const concepts = new Set<string>();
  for (const token of tokenize(text)) {
    if (token.lower.length < 3 || STOPWORDS.has(token.lower) || STOPWORDS.has(lemmaOf(token.lower)) || /^\d+$/.test(token.lower)) continue;
    concepts.add(conceptOf(token.lower));
  }
  return concepts;
};

/** The topic's words, without the generic words every prompt has (QUESTION, write, reasons ...). */
export function topicConcepts(topic: WritingTopic): Set<string> {
  const concepts = contentConcepts([...topic.keywords, topic.title_en, topic.prompt_en].join(' '));
  for (const generic of ['question', 'write', 'answer', 'reason', 'give', 'your', 'favorite', 'which', 'better', 'summary', 'summarize', 'passage', 'words', 'agree', 'opinion']) concepts.delete(conceptOf(generic));
  return concepts;
}

/** 0..1: how many of the topic's words the essay uses (1 when there is no topic). */
export function relevanceTo(text: string, topic: WritingTopic | undefined): number {
  if (!topic) return 1;
  const wanted = topicConcepts(topic);
  if (wanted.size === 0) return 1;
  let hits = 0;
  for (const concept of contentConcepts(text)) if (wanted.has(concept)) hits++;
  return Math.min(1, hits / RELEVANT_HITS);
}
