// The inflected forms an entry lists. WordNet's exception lists give the irregular ones and the
// regular ones with a spelling change (stopped, bigger, happier); the rest follow the regular
// rules. Nouns list only irregular plurals: WordNet does not say which nouns are countable, and
// "informations" would teach a mistake.
import type { DictionaryForm } from '../../../db/tables/dictionary';
import { FORM_LABELS_JA } from '../lemmatize';
import type { Pos } from './parts-of-speech';

/** lemma -> its forms in one exception list (the lists map form -> lemmas). */
export function formsByLemma(exceptions: ReadonlyMap<string, string[]>): Map<string, string[]> {
  const byLemma = new Map<string, string[]>();
  for (const [form, lemmas] of exceptions) {
    for (const lemma of lemmas) {
      if (lemma === form) continue;
      const list = byLemma.get(lemma) ?? [];
      list.push(form);
      byLemma.set(lemma, list);
    }
  }
  return byLemma;
}

const form = (kind: string, word: string): DictionaryForm => ({ kind, label_ja: FORM_LABELS_JA[kind] ?? '', word });
const CONSONANT_Y = /[^aeiou]y$/;
const SIBILANT = /(s|x|z|ch|sh)$/;

/** The present third person singular: goes, watches, studies, plays. */
export function thirdPerson(verb: string): string {
  if (CONSONANT_Y.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (SIBILANT.test(verb) || /[^aeiou]o$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (CONSONANT_Y.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

function regularIng(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith('e') && !/(ee|ye|oe)$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

const syllables = (word: string) => (word.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;

/**
 * Irregular verbs whose past is spelt like the base (put, put, put): verb.exc lists only forms
 * that differ from the lemma, so the rule would make "putted".
 */
const PAST_AS_BASE = new Set(['bet', 'bid', 'broadcast', 'burst', 'cast', 'cost', 'cut', 'fit', 'forecast', 'hit', 'hurt', 'let', 'put', 'quit', 'read', 'rid', 'set', 'shed', 'shut', 'slit', 'split', 'spread', 'thrust', 'upset', 'wet', 'beat', 'outbid', 'offset', 'input', 'output', 'reset', 'preset', 'typeset', 'overcast', 'recast', 'sublet', 'undercut', 'telecast', 'podcast', 'webcast', 'spit']);
/** Irregular verbs whose past participle is spelt like the base (come, came, come). */
const PARTICIPLE_AS_BASE = new Set(['come', 'become', 'overcome', 'run', 'outrun', 'overrun', 'rerun']);

/** Verb forms: irregular ones from verb.exc (went, gone; stopped, stopping), the rest by rule. */
export function verbForms(verb: string, irregular: readonly string[]): DictionaryForm[] {
  if (verb === 'be') return [form('past', 'was'), form('past', 'were'), form('past_participle', 'been'), form('third_person', 'is'), form('present_participle', 'being')];
  const ing = irregular.find((word) => word.endsWith('ing')) ?? regularIng(verb);
  // An irregular -s form is the third person (has); no past ends in a single s.
  const third = irregular.find((word) => /[^s]s$/.test(word)) ?? thirdPerson(verb);
  const pasts = irregular.filter((word) => word !== ing && word !== third && !word.endsWith('ing'));
  // Of two or more irregular forms, those in -n/-ne are participles (went/gone, took/taken); a
  // lone -en form is the participle of a verb with a regular or unchanged past (beaten, proven).
  const participles = pasts.filter((word) => /(n|ne)$/.test(word) && (pasts.length > 1 || /en$/.test(word)));
  const simple = pasts.filter((word) => !participles.includes(word));
  const regular = PAST_AS_BASE.has(verb) ? verb : regularPast(verb);
  const past = simple.length > 0 ? simple : [regular];
  const participle = PARTICIPLE_AS_BASE.has(verb) ? [verb] : participles.length > 0 ? participles : past.slice(0, 1);
  return [
    form('third_person', third),
    ...past.slice(0, 2).map((word) => form('past', word)),
    ...participle.slice(0, 2).map((word) => form('past_participle', word)),
    form('present_participle', ing),
  ];
}

/** Comparative and superlative: from adj.exc (better, bigger, happier), or by rule for one-syllable adjectives. */
export function adjectiveForms(adjective: string, irregular: readonly string[]): DictionaryForm[] {
  const comparative = irregular.filter((word) => word.endsWith('er') || word === 'more' || word === 'less' || word === 'worse');
  const superlative = irregular.filter((word) => word.endsWith('est') || word === 'most' || word === 'least');
  if (comparative.length === 0 && superlative.length === 0) {
    if (syllables(adjective) !== 1 || adjective.includes('-') || adjective.length < 3) return [];
    const stem = adjective.endsWith('e') ? adjective.slice(0, -1) : CONSONANT_Y.test(adjective) ? `${adjective.slice(0, -1)}i` : adjective;
    return [form('comparative', `${stem}er`), form('superlative', `${stem}est`)];
  }
  return [...comparative.slice(0, 2).map((word) => form('comparative', word)), ...superlative.slice(0, 2).map((word) => form('superlative', word))];
}

/** Irregular plurals (children, mice, analyses) from noun.exc. */
export function nounForms(irregular: readonly string[]): DictionaryForm[] {
  return irregular.slice(0, 2).map((word) => form('plural', word));
}

/** The forms an entry lists for the parts of speech it has (single words only). */
export function entryForms(word: string, parts: ReadonlySet<Pos>, irregular: (pos: Pos) => readonly string[]): DictionaryForm[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const forms: DictionaryForm[] = [];
  if (parts.has('verb')) forms.push(...verbForms(word, irregular('verb')));
  if (parts.has('noun')) forms.push(...nounForms(irregular('noun')));
  if (parts.has('adjective')) forms.push(...adjectiveForms(word, irregular('adjective')));
  const seen = new Set<string>();
  return forms.filter((item) => {
    const key = `${item.kind}|${item.word}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
