// Inflected forms to their headwords: first the forms the dictionary itself lists (WordNet's
// exception lists: went -> go, children -> child, better -> good; and the regular forms the build
// spells out), then wink-lemmatizer (WordNet's morphy rules) for anything else. Only lemmas that
// are headwords count.
import lemmatizer from 'wink-lemmatizer';
import type { Headword, HeadwordIndex } from './headword-index';

export const FORM_LABELS_JA: Record<string, string> = {
  past: '過去形',
  past_participle: '過去分詞',
  third_person: '三人称単数現在形',
  present_participle: '現在分詞・動名詞',
  plural: '複数形',
  comparative: '比較級',
  superlative: '最上級',
};

export type Inflection = { lemma: Headword; kind: string; labelJa: string };

/** Which kind of form a regular suffix makes, for a lemma found by the rules alone. */
function kindBySuffix(form: string, part: 'noun' | 'verb' | 'adjective'): string {
  if (part === 'noun') return 'plural';
  if (part === 'adjective') return form.endsWith('est') ? 'superlative' : 'comparative';
  if (form.endsWith('ing')) return 'present_participle';
  if (form.endsWith('ed')) return 'past';
  if (form.endsWith('s')) return 'third_person';
  return 'past';
}

/** The headwords `form` (lower case) is an inflection of, most likely first; [] when none. */
export function lemmatize(index: HeadwordIndex, form: string): Inflection[] {
  const found: Inflection[] = [];
  const add = (lemma: Headword | undefined, given: string) => {
    if (!lemma || lemma.key === form || found.some((item) => item.lemma === lemma)) return;
    // invoices is the plural of a noun before it is the third person of a verb.
    const kind = given === 'third_person' && lemma.pos === 'noun' ? 'plural' : given;
    found.push({ lemma, kind, labelJa: FORM_LABELS_JA[kind] ?? '' });
  };
  for (const item of index.forms.get(form) ?? []) add(item.lemma, item.kind);
  if (!/^[a-z]+$/.test(form)) return found;
  for (const part of ['verb', 'noun', 'adjective'] as const) {
    const lemma = lemmatizer[part](form);
    if (lemma !== form) add(index.byKey.get(lemma), kindBySuffix(form, part));
  }
  return found;
}

/**
 * A multi-word query whose first word is inflected ("took off", "looking for"): the phrase
 * headwords its lemmas make.
 */
export function lemmatizePhrase(index: HeadwordIndex, phrase: string): Inflection[] {
  const [first, ...rest] = phrase.split(' ');
  if (!first || rest.length === 0) return [];
  const tail = rest.join(' ');
  const found: Inflection[] = [];
  for (const item of lemmatize(index, first)) {
    const headword = index.byKey.get(`${item.lemma.key} ${tail}`);
    if (headword && !found.some((known) => known.lemma === headword)) found.push({ ...item, lemma: headword });
  }
  return found;
}
