// Builds the dictionary from Debian's packaged dictionaries and the portal's word lists:
//   FreeDict eng-jpn   Japanese meanings by sense with English glosses, parts of speech, IPA
//   EDICT (reversed)   Japanese meanings of English words, common words first
//   WordNet 3.0        English definitions and examples, related words, irregular forms, frequency
//   content/words      the portal's own meanings, IPA and examples with Japanese
//   espeak-ng          IPA for the words none of them pronounces
// Every headword with at least one Japanese meaning becomes an entry; ids follow the headwords'
// order, so the same sources always give the same ids. The output carries a version (a hash of
// the sources and of this code) and is rebuilt only when that changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DictionaryExample, DictionaryForm, DictionaryRelated, DictionarySense } from '../../../db/tables/dictionary';
import lemmatizer from 'wink-lemmatizer';
import { z } from 'zod';
import { CONTENT_DIR, readContent } from '../../../lib/content-source';
import type { WordListFile } from '../../textbook/content-schema-words';
import { readWordLists, WORDS_CONTENT_DIR } from '../../textbook/content-words';
import { DICTIONARY_CACHE_DIR, readBuiltMeta, writeBuilt, type BuiltEntry, type BuiltMeta, type BuiltStats } from '../built-data';
import { decodeEdict, reverseEdict, type EdictMeaning } from './edict';
import { espeakIpa } from './espeak';
import { entryForms, formsByLemma } from './forms';
import { JAPANESE_CHAR, parseFreedict } from './freedict';
import { CLOSED_CLASSES, POS_JA, POS_ORDER, freedictPos, portalPos, type Pos } from './parts-of-speech';
import { parseWordnet, wordNumber, type WordnetData, type WordnetLemma } from './wordnet';

export type BuildSources = {
  freedictIndex: string;
  freedictDict: string;
  edict: string;
  wordnetDir: string;
  wordListsDir: string;
  /** content/dictionary/core-words.yaml, relative to portal-server/content. */
  coreWordsFile: string;
};

export const DEBIAN_SOURCES: BuildSources = {
  freedictIndex: '/usr/share/dictd/freedict-eng-jpn.index',
  freedictDict: '/usr/share/dictd/freedict-eng-jpn.dict.dz',
  edict: '/usr/share/edict/edict',
  wordnetDir: '/usr/share/wordnet',
  wordListsDir: WORDS_CONTENT_DIR,
  coreWordsFile: 'dictionary/core-words.yaml',
};

/** Bump when the output's shape changes without a change to this folder's code. */
const FORMAT = 'dictionary-build-1';
const EDICT_MEANINGS_PER_POS = 4;
const WORDNET_DEFINITIONS_PER_POS = 3;
const EXAMPLES_PER_ENTRY = 5;
const PHRASES_PER_ENTRY = 30;
const MEAN_ITEMS = 3;
/** Sentences of the word lists shown under another headword they use. */
const SENTENCES_PER_ENTRY = 3;
/** Words so common that every sentence has them: their entries get no borrowed sentences. */
const TOO_COMMON = new Set(['a', 'an', 'the', 'be', 'is', 'am', 'are', 'was', 'were', 'to', 'of', 'and', 'in', 'on', 'at', 'for', 'it', 'i', 'you', 'he', 'she', 'we', 'they', 'this', 'that', 'my', 'your', 'do', 'have']);

/** A headword as the search takes it: letters, spaces, hyphens and apostrophes only. */
const SEARCHABLE = /^[a-z][a-z' -]*$/;

const CODE_DIR = path.resolve(import.meta.dirname, '..');

/** The version of what a build from these sources would produce: their sizes and dates, the word lists, this code. */
export function buildVersion(sources: BuildSources = DEBIAN_SOURCES): string {
  const hash = createHash('sha256').update(FORMAT);
  for (const file of [sources.freedictIndex, sources.freedictDict, sources.edict, ...['data.noun', 'data.verb', 'data.adj', 'data.adv', 'cntlist.rev', 'verb.exc'].map((name) => path.join(sources.wordnetDir, name))]) {
    const stat = fs.statSync(file);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  for (const file of fs.readdirSync(sources.wordListsDir).filter((name) => name.endsWith('.yaml')).sort()) hash.update(fs.readFileSync(path.join(sources.wordListsDir, file)));
  hash.update(fs.readFileSync(path.join(CONTENT_DIR, sources.coreWordsFile)));
  // The code that shapes the data (not the lookups: changing those needs no new build).
  const buildDir = path.join(CODE_DIR, 'build');
  for (const file of fs.readdirSync(buildDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) hash.update(fs.readFileSync(path.join(buildDir, file)));
  for (const file of ['built-data.ts', 'lemmatize.ts']) hash.update(fs.readFileSync(path.join(CODE_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

export type PortalWord = { list: string; word: string; pos: Pos; posJa: string; meanings: string[]; ipa: string; example: string; exampleJa: string };

/**
 * How much being in a word list says about a word's frequency (WordNet's counts leave out the
 * words of grammar): the lower the grade, the more common the word.
 */
const LIST_WEIGHT: Record<string, number> = { core: 3_000, 'eiken-5': 600, 'eiken-4': 400, 'eiken-3': 250, 'eiken-pre2': 150, 'eiken-2': 100, business: 60 };

/** content/dictionary/core-words.yaml: the common words the other sources give no learner's entry for. */
const coreWordsFile = z
  .object({
    words: z
      .array(
        z
          .object({
            word: z.string().regex(/^[a-z][a-z' -]*$/),
            pos: z.string().min(1),
            ipa: z.string().min(1),
            meaning: z.string().regex(JAPANESE_CHAR),
            example: z.string().min(1),
            example_jp: z.string().regex(JAPANESE_CHAR),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

type Draft = {
  key: string;
  display: string[];
  freedictIpa: string;
  portal: PortalWord[];
  freedict: { pos: Pos; posJa: string; detail: string; meanings: string[]; gloss: string }[];
  edict: EdictMeaning[];
  sources: Set<string>;
};

const newDraft = (key: string): Draft => ({ key, display: [], freedictIpa: '', portal: [], freedict: [], edict: [], sources: new Set() });

function portalWords(lists: WordListFile[], core: z.output<typeof coreWordsFile>): PortalWord[] {
  const toWord = (list: string, entry: { word: string; pos: string; meaning: string; ipa: string; example: string; example_jp: string }): PortalWord => {
    const pos = portalPos(entry.pos);
    return { list, word: entry.word, pos: pos.pos, posJa: pos.posJa, meanings: splitMeanings(entry.meaning), ipa: entry.ipa, example: entry.example, exampleJa: entry.example_jp };
  };
  return [...core.words.map((entry) => toWord('core', entry)), ...lists.flatMap((list) => list.units.flatMap((unit) => unit.words.map((entry) => toWord(list.list, entry))))];
}

/** "落とす、落ちる" -> two meanings; a 、 inside brackets stays ("その、例の（…と…）"). */
function splitMeanings(text: string): string[] {
  const meanings: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '（' || char === '(') depth += 1;
    if (char === '）' || char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === '、' || char === ',' || char === '，')) {
      if (current.trim() !== '') meanings.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') meanings.push(current.trim());
  return meanings;
}

const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];
const distinctBy = <T>(values: readonly T[], key: (value: T) => string): T[] => values.filter((value, at) => values.findIndex((other) => key(other) === key(value)) === at);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word of an entry as it is printed: the common-noun spelling when the sources disagree on capitals. */
function displayWord(draft: Draft): string {
  const candidates = draft.display.filter((word) => word.toLowerCase() === draft.key);
  return candidates.find((word) => word === draft.key) ?? candidates[0] ?? draft.key;
}

/** The Japanese search terms of a meaning: as written and without its parenthesised parts ("(お)義兄さん"). */
function searchTerms(meaning: string): string[] {
  const plain = meaning.replace(/[(（][^)）]*[)）]/g, '').trim();
  return plain !== '' && plain !== meaning ? [meaning, plain] : [meaning];
}

type Assembled = Omit<BuiltEntry, 'id' | 'rank' | 'phrases' | 'related'> & { score: number; relatedWords: { word: string; relation: string; relation_ja: string }[] };

/**
 * A lemma's senses of one part of speech that a learner's entry shows: those seen in WordNet's
 * tagged corpus, or the first one when none was.
 */
function learnerSenses(lemma: WordnetLemma | undefined, pos: Pos): string[] {
  const senses = lemma?.senses.get(pos) ?? [];
  return senses.slice(0, Math.max(1, lemma?.tagged.get(pos) ?? 0));
}

/** Synonyms worth a learner's click: no names (Adam), no single letters (X), no abbreviations. */
const isLearnerSynonym = (word: string) => /^[a-z][a-z' -]+$/.test(word);

const RELATION_JA: Record<string, string> = { derived: '派生語', synonym: '同義語', antonym: '反意語' };

function assemble(draft: Draft, wordnet: WordnetData, irregular: Map<Pos, Map<string, string[]>>, sentencesUsing: ReadonlyMap<string, { en: string; ja: string }[]>): Assembled | null {
  const lemma = wordnet.lemmas.get(draft.key);
  const count = (pos: Pos) => wordnet.posCounts.get(`${draft.key}|${pos}`) ?? 0;
  // An English verb takes the する verbs of its noun meanings (surrender: 降伏 -> 降伏する), with
  // the verbs EDICT gives it directly, best first.
  const suruVerbs = lemma?.senses.has('verb')
    ? draft.edict.filter((meaning) => meaning.suru).map((meaning): EdictMeaning => ({ ...meaning, ja: `${meaning.ja}する`, pos: 'verb', score: meaning.score + 2, suru: false }))
    : [];
  const edictMeanings = [...draft.edict, ...suruVerbs].sort((a, b) => a.score - b.score);
  const parts = distinct<Pos>([...draft.portal.map((word) => word.pos), ...draft.freedict.map((sense) => sense.pos), ...edictMeanings.map((meaning) => meaning.pos)]);
  const firstSeen = (pos: Pos) => {
    const portal = draft.portal.findIndex((word) => word.pos === pos);
    const edict = draft.edict.findIndex((meaning) => meaning.pos === pos);
    const freedict = draft.freedict.findIndex((sense) => sense.pos === pos);
    return Math.min(portal >= 0 ? portal : 99, edict >= 0 ? edict : 99, freedict >= 0 ? freedict + 1 : 99);
  };
  // The portal's own part of speech first (its meanings are written for learners), then the most
  // frequent in WordNet's counts, then the order the sources give.
  const inPortal = (pos: Pos) => (draft.portal.some((word) => word.pos === pos) ? 0 : 1);
  parts.sort((a, b) => inPortal(a) - inPortal(b) || count(b) - count(a) || firstSeen(a) - firstSeen(b) || POS_ORDER.indexOf(a) - POS_ORDER.indexOf(b));
  const senses: DictionarySense[] = [];
  for (const pos of parts) {
    const definitions = learnerSenses(lemma, pos).map((id) => wordnet.synsets.get(id)?.definition ?? '').filter(Boolean);
    const posJa = draft.portal.find((word) => word.pos === pos)?.posJa ?? draft.freedict.find((sense) => sense.pos === pos)?.posJa ?? POS_JA[pos]!;
    const shown = new Set<string>();
    const first: string[] = [];
    for (const word of draft.portal.filter((item) => item.pos === pos)) for (const meaning of word.meanings) first.push(meaning);
    // EDICT's common words ((P)) when it has any; otherwise its two best.
    const edict = distinctBy(edictMeanings.filter((item) => item.pos === pos), (item) => item.ja);
    const common = edict.filter((item) => item.common);
    const chosen = common.length > 0 ? common : edict.slice(0, 2);
    for (const meaning of chosen.slice(0, EDICT_MEANINGS_PER_POS)) if (first.length < EDICT_MEANINGS_PER_POS + 2) first.push(meaning.ja);
    const firstMeanings = distinct(first);
    // The Japanese of the portal and EDICT is not tied to one WordNet sense, so WordNet's
    // definitions stand as their own senses instead of being paired with it.
    if (firstMeanings.length > 0) {
      senses.push({ pos, pos_ja: posJa, meanings: firstMeanings, definition_en: '' });
      firstMeanings.forEach((meaning) => shown.add(meaning));
    }
    for (const sense of draft.freedict.filter((item) => item.pos === pos)) {
      const meanings = sense.meanings.filter((meaning) => !shown.has(meaning));
      if (meanings.length === 0 && sense.gloss === '') continue;
      senses.push({ pos, pos_ja: sense.posJa, meanings: meanings.length > 0 ? meanings : sense.meanings, definition_en: sense.gloss });
      meanings.forEach((meaning) => shown.add(meaning));
    }
    for (const definition of definitions.slice(0, WORDNET_DEFINITIONS_PER_POS)) senses.push({ pos, pos_ja: posJa, meanings: [], definition_en: definition });
  }
  const allMeanings = distinct(senses.flatMap((sense) => sense.meanings));
  if (allMeanings.length === 0) return null;
  const mean: string[] = [];
  for (const meaning of allMeanings) {
    if (mean.length >= MEAN_ITEMS || (mean.length > 0 && [...mean, meaning].join('、').length > 24)) break;
    mean.push(meaning);
  }
  const isPhrase = draft.key.includes(' ');
  // Comparatives only for what WordNet calls an adjective ("child" and "this" are not), and by
  // rule only when it is the word's main part of speech ("set" is a verb first: no "seter").
  const listedComparatives = (irregular.get('adjective')?.get(draft.key) ?? []).length > 0;
  const inflected = new Set(parts.filter((pos) => pos !== 'adjective' || (lemma?.senses.has('adjective') && (parts[0] === 'adjective' || listedComparatives))));
  const forms: DictionaryForm[] = isPhrase ? [] : entryForms(draft.key, inflected, (pos) => irregular.get(pos)?.get(draft.key) ?? []);
  // Examples: the portal's (with Japanese) first, then WordNet's that show the word or one of its forms.
  const examples: DictionaryExample[] = draft.portal.filter((word) => word.example !== '').map((word) => ({ en: word.example, ja: word.exampleJa, source: 'portal' }));
  // Then the word lists' sentences that use the word (with their Japanese), the shortest first.
  for (const sentence of (sentencesUsing.get(draft.key) ?? []).slice(0, SENTENCES_PER_ENTRY)) if (!examples.some((item) => item.en === sentence.en)) examples.push({ ...sentence, source: 'portal' });
  const [head = '', ...tail] = draft.key.split(' ');
  const heads = [head, ...(isPhrase ? entryForms(head, new Set<Pos>(['verb']), (pos) => irregular.get(pos)?.get(head) ?? []) : forms).map((form) => form.word)];
  const shows = new RegExp(`\\b(?:${distinct(heads).map(escapeRegExp).join('|')})${tail.length > 0 ? ` ${escapeRegExp(tail.join(' '))}` : ''}\\b`, 'i');
  const relatedWords: Assembled['relatedWords'] = [];
  const addRelated = (word: string, relation: string) => {
    const key = word.toLowerCase();
    if (key === draft.key || relatedWords.some((item) => item.word.toLowerCase() === key)) return;
    relatedWords.push({ word, relation, relation_ja: RELATION_JA[relation] ?? relation });
  };
  for (const pos of parts) {
    const ids = lemma?.senses.get(pos) ?? [];
    ids.forEach((id, senseAt) => {
      const synset = wordnet.synsets.get(id);
      if (!synset) return;
      for (const example of synset.examples) if (examples.length < EXAMPLES_PER_ENTRY && shows.test(example) && !examples.some((item) => item.en === example)) examples.push({ en: example, ja: '', source: 'wordnet' });
      const number = wordNumber(synset, draft.key);
      for (const pointer of synset.pointers) {
        if (pointer.symbol !== '+' && pointer.symbol !== '!') continue;
        if (pointer.source !== 0 && pointer.source !== number) continue;
        const target = wordnet.synsets.get(pointer.target);
        const word = target?.words[(pointer.targetWord || 1) - 1];
        if (word) addRelated(word, pointer.symbol === '+' ? 'derived' : 'antonym');
      }
      if (senseAt < 2 && senseAt < learnerSenses(lemma, pos).length) for (const word of synset.words) if (isLearnerSynonym(word)) addRelated(word, 'synonym');
    });
  }
  const sources = [...draft.sources].sort();
  const closed = draft.freedict.some((sense) => CLOSED_CLASSES.has(sense.detail)) || draft.portal.some((word) => ['pronoun', 'preposition', 'conjunction'].includes(word.pos));
  const listWeight = Math.max(0, ...draft.portal.map((word) => LIST_WEIGHT[word.list] ?? 0));
  const score = (wordnet.counts.get(draft.key) ?? 0) + (closed ? 1_000 : 0) + listWeight + draft.edict.filter((meaning) => meaning.common).length * 3 + (lemma ? lemma.senses.size : 0);
  const ipa = draft.portal.find((word) => word.ipa !== '')?.ipa ?? draft.freedictIpa;
  return {
    key: draft.key,
    word: displayWord(draft),
    ipa,
    is_phrase: isPhrase,
    pos: senses[0]?.pos ?? '',
    mean: mean.join('、'),
    senses,
    examples,
    forms,
    sources,
    meanings: distinct(allMeanings.flatMap(searchTerms)),
    score,
    relatedWords,
  };
}

/**
 * headword -> the word lists' sentences that use it (any form: went for go, took off for take
 * off), with their Japanese, the shortest first.
 */
export function sentencesByHeadword(words: readonly PortalWord[], headwords: ReadonlySet<string>, exceptions: ReadonlyMap<Pos, ReadonlyMap<string, string[]>>): Map<string, { en: string; ja: string }[]> {
  const found = new Map<string, { en: string; ja: string }[]>();
  const lemmasOf = (token: string) => {
    const lemmas = new Set([token]);
    for (const map of exceptions.values()) for (const lemma of map.get(token) ?? []) lemmas.add(lemma);
    for (const part of ['verb', 'noun', 'adjective'] as const) lemmas.add(lemmatizer[part](token));
    return [...lemmas].filter((lemma) => headwords.has(lemma));
  };
  const seen = new Set<string>();
  for (const word of words) {
    if (word.example === '' || word.exampleJa === '' || seen.has(word.example)) continue;
    seen.add(word.example);
    const tokens = word.example.toLowerCase().replace(/’/g, "'").match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
    const keys = new Set<string>();
    tokens.forEach((token, at) => {
      const lemmas = lemmasOf(token);
      for (const lemma of lemmas) keys.add(lemma);
      // Phrases of two and three words, the first one in any form.
      for (const length of [2, 3]) {
        const rest = tokens.slice(at + 1, at + length);
        if (rest.length !== length - 1) continue;
        for (const lemma of [token, ...lemmas]) {
          const phrase = [lemma, ...rest].join(' ');
          if (headwords.has(phrase)) keys.add(phrase);
        }
      }
    });
    for (const key of keys) {
      if (TOO_COMMON.has(key)) continue;
      const list = found.get(key) ?? [];
      list.push({ en: word.example, ja: word.exampleJa });
      found.set(key, list);
    }
  }
  for (const list of found.values()) list.sort((a, b) => a.en.length - b.en.length || a.en.localeCompare(b.en));
  return found;
}

export type BuildResult = { entries: BuiltEntry[]; stats: BuiltStats; timings: Record<string, number> };

/** Builds every entry from the sources (no files written). */
export async function buildDictionary(sources: BuildSources = DEBIAN_SOURCES, log: (line: string) => void = () => undefined): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    const now = Date.now();
    timings[name] = now - mark;
    mark = now;
    log(`dictionary build: ${name} ${timings[name]} ms`);
  };
  const drafts = new Map<string, Draft>();
  const draftOf = (key: string) => {
    let draft = drafts.get(key);
    if (!draft) drafts.set(key, (draft = newDraft(key)));
    return draft;
  };

  for (const article of parseFreedict(fs.readFileSync(sources.freedictIndex, 'utf8'), fs.readFileSync(sources.freedictDict))) {
    const pos = freedictPos(article.tag);
    const key = article.headword.trim().toLowerCase().replace(/’/g, "'");
    if (!pos || !SEARCHABLE.test(key) || article.senses.length === 0) continue;
    const draft = draftOf(key);
    draft.display.push(article.headword.trim());
    if (draft.freedictIpa === '' && article.ipa !== '') draft.freedictIpa = article.ipa;
    for (const sense of article.senses) draft.freedict.push({ pos: pos.pos, posJa: pos.posJa, detail: pos.detail, meanings: sense.ja, gloss: sense.gloss });
    draft.sources.add('freedict');
  }
  lap('freedict');

  const wordnet = parseWordnet((file) => fs.readFileSync(path.join(sources.wordnetDir, file), 'utf8'));
  lap('wordnet');

  const edict = reverseEdict(decodeEdict(fs.readFileSync(sources.edict)));
  for (const [key, meanings] of edict) {
    if (!SEARCHABLE.test(key)) continue;
    // A gloss of several words is an entry only when it is a phrase of FreeDict or WordNet too
    // (take off, ice cream), not any explanation ("settlement price").
    if (key.includes(' ') && !drafts.has(key) && !wordnet.lemmas.has(key)) continue;
    const draft = draftOf(key);
    draft.edict = meanings;
    draft.sources.add('edict');
  }
  lap('edict');

  const portal = portalWords(readWordLists(sources.wordListsDir), readContent(sources.coreWordsFile, coreWordsFile));
  for (const word of portal) {
    const key = word.word.toLowerCase();
    if (!SEARCHABLE.test(key)) continue;
    const draft = draftOf(key);
    draft.display.push(word.word);
    draft.portal.push(word);
    draft.sources.add('portal');
  }
  lap('portal word lists');

  const irregular = new Map<Pos, Map<string, string[]>>([...wordnet.exceptions].map(([pos, map]) => [pos, formsByLemma(map)]));
  const sentencesUsing = sentencesByHeadword(portal, new Set(drafts.keys()), wordnet.exceptions);
  const assembled: Assembled[] = [];
  const inflectedForms = new Set([...wordnet.exceptions.values()].flatMap((map) => [...map.keys()]));
  for (const draft of drafts.values()) {
    if (wordnet.lemmas.has(draft.key)) draft.sources.add('wordnet');
    // An English gloss of EDICT alone that is an irregular form of another word (went, children)
    // is found through its lemma instead.
    if (draft.sources.size === 1 && draft.sources.has('edict') && inflectedForms.has(draft.key)) continue;
    const entry = assemble(draft, wordnet, irregular, sentencesUsing);
    if (entry) assembled.push(entry);
  }
  lap('entries');

  const missing = assembled.filter((entry) => entry.ipa === '').map((entry) => entry.key);
  const generated = await espeakIpa(missing);
  for (const entry of assembled) {
    if (entry.ipa === '' && generated.get(entry.key)) {
      entry.ipa = generated.get(entry.key)!;
      if (!entry.sources.includes('espeak-ng')) entry.sources.push('espeak-ng');
    }
  }
  lap(`espeak-ng (${missing.length} words)`);

  // Ids in key order; rank by the frequency score.
  assembled.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byRank = [...assembled].sort((a, b) => b.score - a.score || a.key.length - b.key.length || (a.key < b.key ? -1 : 1));
  const rank = new Map(byRank.map((entry, at) => [entry.key, at + 1]));
  const ids = new Map(assembled.map((entry, at) => [entry.key, at + 1]));
  const means = new Map(assembled.map((entry) => [entry.key, entry.mean]));
  const phrasesOf = new Map<string, string[]>();
  for (const entry of assembled) {
    if (!entry.is_phrase) continue;
    const head = entry.key.split(' ')[0]!;
    if (!ids.has(head)) continue;
    phrasesOf.set(head, [...(phrasesOf.get(head) ?? []), entry.key]);
  }
  const entries: BuiltEntry[] = assembled.map(({ score: _score, relatedWords, ...entry }) => ({
    ...entry,
    id: ids.get(entry.key)!,
    rank: rank.get(entry.key)!,
    related: relatedWords
      .filter((item) => ids.has(item.word.toLowerCase()))
      .slice(0, 12)
      .map((item): DictionaryRelated => ({ word: item.word, word_id: ids.get(item.word.toLowerCase()) ?? null, relation: item.relation, relation_ja: item.relation_ja })),
    phrases: (phrasesOf.get(entry.key) ?? [])
      .sort((a, b) => rank.get(a)! - rank.get(b)!)
      .slice(0, PHRASES_PER_ENTRY)
      .map((key) => ({ word_id: ids.get(key)!, word: assembled[ids.get(key)! - 1]!.word, mean: means.get(key)! })),
  }));
  lap('ids, ranks, phrases');
  const stats: BuiltStats = {
    headwords: entries.length,
    phrases: entries.filter((entry) => entry.is_phrase).length,
    with_ipa: entries.filter((entry) => entry.ipa !== '').length,
    with_examples: entries.filter((entry) => entry.examples.length > 0).length,
    with_japanese: entries.filter((entry) => entry.senses.some((sense) => sense.meanings.some((meaning) => JAPANESE_CHAR.test(meaning)))).length,
    meanings: entries.reduce((sum, entry) => sum + entry.meanings.length, 0),
  };
  return { entries, stats, timings };
}

/**
 * The built data, built now unless the cache already holds this version. Several processes
 * may ask at once (test workers): one builds under a lock file, the others wait for it.
 */
export async function ensureBuilt(options: { force?: boolean; sources?: BuildSources; dir?: string; log?: (line: string) => void } = {}): Promise<BuiltMeta> {
  const dir = options.dir ?? DICTIONARY_CACHE_DIR;
  const sources = options.sources ?? DEBIAN_SOURCES;
  const version = buildVersion(sources);
  const current = readBuiltMeta(dir);
  if (!options.force && current?.version === version) return current;
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'build.lock');
  const waitUntil = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (!Number.isInteger(holder) || !processAlive(holder) || Date.now() > waitUntil) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const built = readBuiltMeta(dir);
      if (!options.force && built?.version === version) return built;
    }
  }
  try {
    const again = readBuiltMeta(dir);
    if (!options.force && again?.version === version) return again;
    const started = Date.now();
    const result = await buildDictionary(sources, options.log);
    return writeBuilt({ meta: { format: 1, version, built_at: new Date().toISOString(), build_ms: Date.now() - started, stats: result.stats, bytes: 0 }, entries: result.entries }, dir);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
