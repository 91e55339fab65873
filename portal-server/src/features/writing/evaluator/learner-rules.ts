// The usual errors of Japanese learners that harper does not mark (I am agree, She like, two cat,
// Yesterday I go, I very like ...). Each rule looks at one sentence's words and fires only on the
// closed word lists of lexicon.ts, so a correct sentence is not marked because a word could also
// be another part of speech. Every mark carries its own Japanese explanation and a suggestion.
import type { Sentence, Token } from './text';
import type { WritingMark } from './types';
import {
  ARTICLE_NOUNS, BASE_OF_THIRD, COMPARATIVES, COUNTABLE_NOUNS, FREQUENCY_ADVERBS, IRREGULAR_PAST, MODALS, PAST_EVENT_VERBS,
  PLURAL_DETERMINERS, POSSESSIVES, SINGULAR_OF_PLURAL, SINGULAR_PERSON_NOUNS, SUBJECT_PRONOUNS, SUPERLATIVES, THIRD_PERSON,
  UNCOUNTABLE, UNCOUNTABLE_PLURALS, pluralOf,
} from './lexicon';

type RuleContext = { text: string; sentence: Sentence; tokens: Token[] };
type Rule = (context: RuleContext) => WritingMark[];

/** Keeps the learner's capital: a suggestion for "Like" is "Likes". */
const matchCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

const mark = (from: Token, to: Token, kind: WritingMark['kind'], comment: string, suggestion?: string): WritingMark => ({
  start: from.start,
  end: to.end,
  kind,
  comment,
  ...(suggestion === undefined ? {} : { suggestion }),
});

/** The text between two tokens is only spaces (no comma or full stop breaks the phrase). */
const adjacent = (text: string, left: Token, right: Token) => /^ +$/.test(text.slice(left.end, right.start));

/** Walks every adjacent pair, triple ... of words that are not separated by punctuation. */
function phrases(context: RuleContext, length: number, visit: (words: Token[], index: number) => WritingMark | null): WritingMark[] {
  const found: WritingMark[] = [];
  const { tokens, text } = context;
  for (let index = 0; index + length <= tokens.length; index++) {
    const words = tokens.slice(index, index + length);
    if (!words.every((word, position) => position === 0 || adjacent(text, words[position - 1]!, word))) continue;
    const result = visit(words, index);
    if (result) found.push(result);
  }
  return found;
}

const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', "i'm", "he's", "she's", "we're", "they're", "you're"]);

/** I am agree / She is agree: agree is a verb, so no be before it. */
const beAgree: Rule = (context) =>
  phrases(context, 2, ([be, verb]) => {
    if (!BE_FORMS.has(be!.lower) || !/^(agree|disagree)$/.test(verb!.lower)) return null;
    const subject = /^(i'm|he's|she's|we're|they're|you're)$/.test(be!.lower) ? be!.text.split(/['’]/)[0]! : null;
    return mark(be!, verb!, 'grammar', `agree は「賛成する」という動詞なので、be動詞（${be!.text}）は要りません。`, subject ? `${subject} ${verb!.lower}` : verb!.lower);
  });

/** discuss about / mention about / consider about: these verbs take their object directly. */
const transitiveAbout: Rule = (context) =>
  phrases(context, 2, ([verb, about]) => {
    if (about!.lower !== 'about' || !/^(discuss|discussed|discusses|discussing|mention|mentioned|mentions|consider|considered|considers)$/.test(verb!.lower)) return null;
    return mark(verb!, about!, 'grammar', `${verb!.lower} は「〜について」の意味を含む他動詞なので、about は要りません。`, verb!.text);
  });

const DO_SUPPORT = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'to', 'let', 'make', 'made', 'help', 'will', 'can', 'should', 'must', 'would', 'could', 'may', 'might']);

/** She like / My mother cook / Everyone have: the verb after a third-person singular subject takes -s. */
const thirdPersonS: Rule = (context) => {
  const { tokens, text } = context;
  const found: WritingMark[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]!;
    let subjectEnd = -1;
    if (/^(he|she|it|everyone|everybody|someone|somebody|nobody)$/.test(word.lower)) subjectEnd = index;
    else if (POSSESSIVES.has(word.lower) && word.lower !== 'this' && word.lower !== 'that' && SINGULAR_PERSON_NOUNS.has(tokens[index + 1]?.lower ?? '')) subjectEnd = index + 1;
    if (subjectEnd < 0) continue;
    // Does she like / to let him go: a question or an infinitive keeps the base form.
    const before = tokens[index - 1];
    if (before && adjacent(text, before, word) && DO_SUPPORT.has(before.lower)) continue;
    // "it" after a verb or preposition is an object (I like it very much), not a subject.
    if (word.lower === 'it' && before && adjacent(text, before, word) && !/^(and|but|so|because|if|when|think|that)$/.test(before.lower)) continue;
    let verbIndex = subjectEnd + 1;
    while (FREQUENCY_ADVERBS.has(tokens[verbIndex]?.lower ?? '') && verbIndex < subjectEnd + 3) verbIndex++;
    const verb = tokens[verbIndex];
    if (!verb || !tokens.slice(subjectEnd, verbIndex + 1).every((token, position, all) => position === 0 || adjacent(text, all[position - 1]!, token))) continue;
    const third = THIRD_PERSON.get(verb.lower);
    if (!third) continue;
    // "it" + "watch"/"work" are too often a noun phrase's start; the pronouns he/she are safe.
    if (word.lower === 'it' && !/^(have|do|go|cost|mean|seem|look|need|make|take)$/.test(verb.lower)) continue;
    const subject = text.slice(word.start, tokens[subjectEnd]!.end);
    found.push(mark(verb, verb, 'grammar', `主語「${subject}」は三人称単数なので、現在形の動詞は ${third} になります（三単現の s）。`, matchCase(verb.text, third)));
  }
  return found;
};

/** two cat / many friend / these book / one of my friend: a countable noun after them is plural. */
const pluralAfterNumber: Rule = (context) => {
  const marks = phrases(context, 2, ([determiner, noun], index) => {
    const previous = context.tokens[index - 1]?.lower;
    const counted = PLURAL_DETERMINERS.has(determiner!.lower) || (/^([2-9]|[1-9][0-9])$/.test(determiner!.text) && !/^(page|room|chapter|number|grade|level|bus|line|gate|platform|no)$/.test(previous ?? ''));
    if (!counted || !COUNTABLE_NOUNS.has(noun!.lower)) return null;
    // "a few" is plural; "few" alone too. "both" must be followed by a plural as well.
    const plural = pluralOf(noun!.lower);
    return mark(noun!, noun!, 'grammar', `${determiner!.lower} のあとの数えられる名詞は複数形にします（${noun!.lower} → ${plural}）。`, matchCase(noun!.text, plural));
  });
  const oneOf = phrases(context, 4, ([one, of, determiner, noun]) => {
    if (one!.lower !== 'one' || of!.lower !== 'of' || !POSSESSIVES.has(determiner!.lower) || !COUNTABLE_NOUNS.has(noun!.lower)) return null;
    const plural = pluralOf(noun!.lower);
    return mark(noun!, noun!, 'grammar', `「one of ＋ 名詞」の名詞は複数形にします（one of ${determiner!.lower} ${plural}）。`, matchCase(noun!.text, plural));
  });
  const oneOfBest = phrases(context, 5, ([one, of, the, superlative, noun]) => {
    if (one!.lower !== 'one' || of!.lower !== 'of' || !POSSESSIVES.has(the!.lower) || !SUPERLATIVES.has(superlative!.lower) || !COUNTABLE_NOUNS.has(noun!.lower)) return null;
    const plural = pluralOf(noun!.lower);
    return mark(noun!, noun!, 'grammar', `「one of the 最上級 ＋ 名詞」の名詞は複数形にします（${plural}）。`, matchCase(noun!.text, plural));
  });
  return [...marks, ...oneOf, ...oneOfBest];
};

/** every students / each friends: every and each take a singular noun. */
const everyPlural: Rule = (context) =>
  phrases(context, 2, ([every, noun]) => {
    if (!/^(every|each)$/.test(every!.lower)) return null;
    const singular = SINGULAR_OF_PLURAL.get(noun!.lower);
    if (!singular || singular === noun!.lower) return null;
    return mark(noun!, noun!, 'grammar', `${every!.lower} のあとの名詞は単数形にします（${singular}）。`, matchCase(noun!.text, singular));
  });

/** The word at `index` starts the sentence or follows a comma (First, uniforms is ...). */
const opensClause = (context: RuleContext, index: number) => {
  const previous = context.tokens[index - 1];
  return !previous || context.text.slice(previous.end, context.tokens[index]!.start).includes(',');
};

const PREPOSITIONS = /^(above|in|of|at|on|with|from|near|for|by|behind|under|about|to|like|among|between|around|across|into|over|without)$/;
/**
 * The noun at `index` (after its determiner) ends a prepositional phrase, so it is not the
 * subject: "The sky above the buildings was pink".
 */
const afterPreposition = (context: RuleContext, index: number) =>
  context.tokens.slice(Math.max(0, index - 3), index).some((token) => PREPOSITIONS.test(token.lower));

const PLURAL_SUBJECT_BE: Record<string, string> = { is: 'are', was: 'were', has: 'have', "isn't": "aren't", "wasn't": "weren't", "doesn't": "don't" };
const SINGULAR_SUBJECT_BE: Record<string, string> = { are: 'is', were: 'was', "aren't": "isn't", "weren't": "wasn't" };

/** They is / I is / He are / people is / my friends was: be and have agree with a simple subject. */
const subjectVerbAgreement: Rule = (context) =>
  phrases(context, 2, ([subject, verb], index) => {
    const previous = context.tokens[index - 1]?.lower ?? '';
    const s = subject!.lower;
    const v = verb!.lower;
    let correct: string | undefined;
    if (s === 'i' && /^(is|are)$/.test(v)) correct = 'am';
    else if (s === 'i' && v === 'has') correct = 'have';
    else if (/^(you|we|they)$/.test(s) && PLURAL_SUBJECT_BE[v] && v !== "doesn't") correct = PLURAL_SUBJECT_BE[v];
    else if (/^(he|she)$/.test(s) && (v === 'am' || (SINGULAR_SUBJECT_BE[v] && !/^(if|wish|as|though)$/.test(previous)))) correct = v === 'am' ? 'is' : SINGULAR_SUBJECT_BE[v];
    else if ((s === 'people' || s === 'children' || (SINGULAR_OF_PLURAL.has(s) && ((POSSESSIVES.has(previous) && previous !== 'this' && previous !== 'that') || opensClause(context, index)))) && /^(is|was|has)$/.test(v) && !afterPreposition(context, index)) correct = PLURAL_SUBJECT_BE[v];
    // "Were they ..." is a question, where the verb precedes; only subject-then-verb is checked.
    if (!correct) return null;
    return mark(verb!, verb!, 'grammar', `主語「${subject!.text}」に合う動詞の形は ${correct} です（主語と動詞の一致）。`, correct);
  });

/** There is many people / There are a problem. */
const thereBe: Rule = (context) =>
  phrases(context, 3, ([there, be, next], index) => {
    if (there!.lower !== 'there') return null;
    const nextWord = next!.lower;
    // There is a lot of tourists: "a lot of" is plural when its noun is.
    const aLotOf = nextWord === 'a' && context.tokens[index + 3]?.lower === 'lot' && context.tokens[index + 4]?.lower === 'of';
    const counted = aLotOf ? context.tokens[index + 5]?.lower ?? '' : nextWord;
    if (/^(is|was)$/.test(be!.lower) && (/^(many|several|two|three|four|five|lots)$/.test(counted) || SINGULAR_OF_PLURAL.has(counted) || counted === 'people')) {
      const correct = be!.lower === 'is' ? 'are' : 'were';
      return mark(be!, be!, 'grammar', `あとに続く名詞が複数なので、there ${correct} を使います。`, matchCase(be!.text, correct));
    }
    return null;
  });

/** I very like: very does not modify a verb; "I like ... very much" or "I really like". */
const veryVerb: Rule = (context) =>
  phrases(context, 2, ([very, verb]) => {
    if (very!.lower !== 'very' || !/^(like|likes|liked|love|loves|loved|enjoy|enjoyed|enjoys|want|wanted|wants|agree|think)$/.test(verb!.lower)) return null;
    return mark(very!, verb!, 'word_choice', 'very は動詞を強められません。「really ＋ 動詞」か、文末に very much を置きます。', `really ${verb!.lower}`);
  });

/** enjoy to swim / finish to read: these verbs take -ing. */
const gerundVerbs: Rule = (context) =>
  phrases(context, 3, ([verb, to, next]) => {
    if (!/^(enjoy|enjoys|enjoyed|enjoying|finish|finished|finishes|stop|stopped|mind|minds|avoid|avoided)$/.test(verb!.lower) || to!.lower !== 'to') return null;
    if (!THIRD_PERSON.has(next!.lower)) return null;
    const gerund = next!.lower.endsWith('e') && !next!.lower.endsWith('ee') ? `${next!.lower.slice(0, -1)}ing` : `${next!.lower}ing`;
    return mark(to!, next!, 'grammar', `${verb!.lower} のあとは to 不定詞ではなく動名詞（〜ing）を使います。`, gerund.replace(/^(swim|run|get|sit)ing$/, (_, base: string) => `${base}${base.slice(-1)}ing`));
  });

/** look forward to see: to here is a preposition, so -ing follows. */
const lookForwardTo: Rule = (context) =>
  phrases(context, 4, ([look, forward, to, verb]) => {
    if (!/^(look|looks|looked|looking)$/.test(look!.lower) || forward!.lower !== 'forward' || to!.lower !== 'to' || !THIRD_PERSON.has(verb!.lower)) return null;
    const gerund = verb!.lower.endsWith('e') && !verb!.lower.endsWith('ee') ? `${verb!.lower.slice(0, -1)}ing` : `${verb!.lower}ing`;
    return mark(verb!, verb!, 'grammar', 'look forward to の to は前置詞なので、あとは動名詞（〜ing）にします。', gerund);
  });

/** can plays / will went / didn't went / to went: a base form follows modals, do and to. */
const baseAfterModal: Rule = (context) =>
  phrases(context, 2, ([modal, verb], index) => {
    const m = modal!.lower;
    const v = verb!.lower;
    const isModal = MODALS.has(m) || /^(did|didn't|does|doesn't|don't)$/.test(m);
    const base = BASE_OF_THIRD.get(v) ?? (IRREGULAR_PAST.get(v) !== 'be' ? IRREGULAR_PAST.get(v) : undefined);
    if (!base) return null;
    // "do" + "has" etc. appear in questions only through a subject: "Did you went".
    if (isModal && v !== 'did' && v !== 'had' && v !== 'does') {
      // "can has" is never right; "does" and "did" after a modal are handled as wrong too, but
      // "don't have" style pairs never reach here because "have" is not in the maps.
      return mark(verb!, verb!, 'grammar', `${m} のあとの動詞は原形にします（${base}）。`, base);
    }
    // to went / to goes: the to-infinitive takes the base form; "to" + had/did can be a
    // preposition's object ("to did" never is, but keep precision: only irregular pasts and -s forms of verbs).
    if (m === 'to' && IRREGULAR_PAST.has(v) && !/^(had|did|was|were|made|left|felt|kept|met|spent|sent|thought|said|got)$/.test(v) && context.tokens[index - 1]?.lower !== 'used') {
      return mark(verb!, verb!, 'grammar', `to のあとの動詞は原形にします（to ${base}）。`, base);
    }
    return null;
  });

/** Did you went?: after did + subject the verb is in its base form. */
const didSubjectPast: Rule = (context) =>
  phrases(context, 3, ([did, subject, verb]) => {
    if (!/^(did|didn't|does|doesn't|do|don't)$/.test(did!.lower) || !SUBJECT_PRONOUNS.has(subject!.lower)) return null;
    const v = verb!.lower;
    const base = BASE_OF_THIRD.get(v) ?? IRREGULAR_PAST.get(v);
    if (!base || base === 'be' || v === 'had' || v === 'did' || v === 'does' || v === 'has') return null;
    return mark(verb!, verb!, 'grammar', `${did!.lower} を使った文では、動詞は原形にします（${base}）。`, base);
  });

/** more better / most best: -er and more together. */
const doubleComparative: Rule = (context) =>
  phrases(context, 2, ([more, adjective]) => {
    if (more!.lower === 'more' && COMPARATIVES.has(adjective!.lower)) {
      return mark(more!, adjective!, 'grammar', `${adjective!.lower} はすでに比較級なので more は要りません。`, adjective!.lower);
    }
    if (more!.lower === 'most' && SUPERLATIVES.has(adjective!.lower)) {
      return mark(more!, adjective!, 'grammar', `${adjective!.lower} はすでに最上級なので most は要りません。`, adjective!.lower);
    }
    return null;
  });

const SHORT_ADJECTIVES: Record<string, string> = {
  easy: 'easier', big: 'bigger', cheap: 'cheaper', hot: 'hotter', small: 'smaller', fast: 'faster', long: 'longer', old: 'older',
  young: 'younger', happy: 'happier', busy: 'busier', nice: 'nicer', large: 'larger', cold: 'colder', warm: 'warmer', tall: 'taller',
  strong: 'stronger', high: 'higher', early: 'earlier', safe: 'safer', short: 'shorter', near: 'nearer',
};

/** more easy → easier: a short adjective makes its comparative with -er. */
const moreShortAdjective: Rule = (context) =>
  phrases(context, 2, ([more, adjective], index) => {
    const comparative = SHORT_ADJECTIVES[adjective!.lower];
    if (more!.lower !== 'more' || !comparative) return null;
    // "more young people" is more (young people): only an adjective that ends its phrase is checked.
    const next = context.tokens[index + 2];
    if (next && adjacent(context.text, adjective!, next) && !/^(than|to|for|and|because|so|but|if|when)$/.test(next.lower)) return null;
    return mark(more!, adjective!, 'grammar', `${adjective!.lower} のような短い形容詞の比較級は -er の形（${comparative}）にします。`, comparative);
  });

const THEIR_NOUNS = /^(favorite|own|parents|children|friends|family|house|home|homes|car|cars|school|teacher|teachers|mother|father|lives|life|room|rooms|clothes|phones|smartphones|opinion|opinions|dreams|dream|work|jobs)$/;
/** there favorite clothes → their: "there" before a noun is the possessive their. */
const thereTheir: Rule = (context) =>
  phrases(context, 2, ([there, noun], index) => {
    if (there!.lower !== 'there' || !THEIR_NOUNS.test(noun!.lower)) return null;
    // "Is there family support?" — after be, there is the subject of a there-sentence.
    if (/^(is|are|was|were|be)$/.test(context.tokens[index - 1]?.lower ?? '')) return null;
    return mark(there!, there!, 'spelling', '「彼らの」は their です（there は「そこに」）。', matchCase(there!.text, 'their'));
  });

/** informations / a homework / an advice: uncountable nouns. */
const uncountable: Rule = (context) => [
  ...context.tokens
    .filter((token) => UNCOUNTABLE_PLURALS.has(token.lower))
    .map((token) => {
      const singular = UNCOUNTABLE_PLURALS.get(token.lower)!;
      return mark(token, token, 'word_choice', `${singular} は数えられない名詞なので複数形にしません。`, matchCase(token.text, singular));
    }),
  ...phrases(context, 2, ([article, noun]) => {
    if (!/^(a|an)$/.test(article!.lower) || !UNCOUNTABLE[noun!.lower] || noun!.lower === 'money' || noun!.lower === 'news') return null;
    return mark(article!, noun!, 'word_choice', `${noun!.lower} は数えられない名詞なので a/an を付けません（some ${noun!.lower} / a piece of ${noun!.lower}）。`, noun!.lower);
  }),
];

/** go to home / go to abroad / go to shopping: these take no "to". */
const goTo: Rule = (context) =>
  phrases(context, 3, ([go, to, place]) => {
    if (!/^(go|goes|went|going|come|came|comes|coming|get|got|return|returned)$/.test(go!.lower) || to!.lower !== 'to') return null;
    if (!/^(home|abroad|there|here|shopping|swimming|fishing|camping|skiing|overseas|downtown)$/.test(place!.lower)) return null;
    return mark(to!, place!, 'grammar', `${place!.lower} は副詞（またはgo 〜ing の形）なので、前に to は要りません。`, place!.lower);
  });

/** listen music: listen needs "to" before its object. */
const listenTo: Rule = (context) =>
  phrases(context, 2, ([listen, object]) => {
    if (!/^(listen|listens|listened|listening)$/.test(listen!.lower)) return null;
    if (!/^(music|the|a|my|his|her|their|our|your|it|him|them|songs|radio|me|us|this)$/.test(object!.lower)) return null;
    return mark(listen!, object!, 'grammar', 'listen は「〜を聞く」と言うとき listen to 〜 の形にします。', `${listen!.lower} to ${object!.lower}`);
  });

/** I am interesting in / I am exciting: the -ed adjective says how a person feels. */
const edAdjective: Rule = (context) => [
  ...phrases(context, 3, ([be, adjective, preposition]) => {
    if (!BE_FORMS.has(be!.lower) || !/^(interesting|exciting)$/.test(adjective!.lower) || !/^(in|about)$/.test(preposition!.lower)) return null;
    const ed = adjective!.lower.replace(/ing$/, 'ed');
    return mark(adjective!, adjective!, 'word_choice', `人が「興味がある・わくわくする」は ${ed} です（${adjective!.lower} は「人を〜させる」）。`, ed);
  }),
  ...phrases(context, 3, ([subject, be, adjective], index) => {
    if (!/^(i)$/.test(subject!.lower) || !/^(am|was)$/.test(be!.lower)) return null;
    // I was very exciting: one intensifier may stand between.
    const intensified = /^(very|so|really|too)$/.test(adjective!.lower) ? context.tokens[index + 3] : undefined;
    const word = intensified ?? adjective!;
    if (!/^(exciting|boring|interesting|tiring|surprising)$/.test(word.lower)) return null;
    if (intensified && !adjacent(context.text, adjective!, intensified)) return null;
    const following = context.tokens[index + (intensified ? 4 : 3)];
    if (following && /^(in|about)$/.test(following.lower)) return null;
    const ed = word.lower.replace(/ing$/, 'ed');
    return mark(word, word, 'word_choice', `自分の気持ちを言うときは ${ed} を使います（I am ${word.lower} は「私は人を〜させる人だ」の意味）。`, ed);
  }),
];
/** almost students: "almost" is an adverb; "most students" or "almost all students". */
const almostNoun: Rule = (context) =>
  phrases(context, 2, ([almost, noun]) => {
    if (almost!.lower !== 'almost' || !(SINGULAR_OF_PLURAL.has(noun!.lower) || /^(people|japanese)$/.test(noun!.lower))) return null;
    return mark(almost!, almost!, 'word_choice', 'almost は副詞なので名詞の前に直接置けません。most か almost all を使います。', 'almost all');
  });

/** I am student / I have dog: a singular countable noun needs a, an, my, the ... */
const missingArticle: Rule = (context) =>
  phrases(context, 3, ([subject, verb, noun], index) => {
    const afterNoun = context.tokens[index + 3];
    const s = subject!.lower;
    const v = verb!.lower;
    const isRole = (s === 'i' && v === 'am') || (/^(he|she|it|this|that)$/.test(s) && v === 'is') || (/^(i|he|she)$/.test(s) && v === 'was');
    const isPossession = SUBJECT_PRONOUNS.has(s) && /^(have|has|had|want|wanted|bought|need|got)$/.test(v);
    if (!(isRole || isPossession) || !ARTICLE_NOUNS.has(noun!.lower)) return null;
    // "I am student council president": a noun followed by another word of a compound noun.
    if (afterNoun && adjacent(context.text, noun!, afterNoun) && /^(council|card|number|life|id|club|teacher|food|owner)$/.test(afterNoun.lower)) return null;
    const article = /^[aeiou]/.test(noun!.lower) ? 'an' : 'a';
    return mark(noun!, noun!, 'grammar', `数えられる名詞 ${noun!.lower} が1つのときは、前に ${article} を付けます。`, `${article} ${noun!.lower}`);
  });

const PAST_MARKERS = /\b(yesterday|ago|last (week|month|year|night|sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|summer|winter|spring))\b/i;
const NOT_PAST = /\b(will|tomorrow|usually|every|always|often|sometimes|next|now|going to)\b/i;

/** Yesterday I go: a sentence about yesterday / ... ago uses the past tense. */
const pastTense: Rule = (context) => {
  const content = context.text.slice(context.sentence.start, context.sentence.end);
  if (!PAST_MARKERS.test(content) || NOT_PAST.test(content)) return [];
  return phrases(context, 2, ([subject, verb], index) => {
    if (!SUBJECT_PRONOUNS.has(subject!.lower) || /^(he|she|it)$/.test(subject!.lower)) return null;
    const before = context.tokens[index - 1]?.lower;
    if (before && DO_SUPPORT.has(before)) return null;
    const past = PAST_EVENT_VERBS.get(verb!.lower);
    if (!past) return null;
    return mark(verb!, verb!, 'grammar', '過去のこと（yesterday / ago / last 〜）なので、動詞は過去形にします。', past);
  });
};

/** must to study / can to swim: a modal takes the bare verb. */
const modalTo: Rule = (context) =>
  phrases(context, 3, ([modal, to, verb]) => {
    if (!/^(must|can|should|will|may|might|could|would)$/.test(modal!.lower) || to!.lower !== 'to' || !THIRD_PERSON.has(verb!.lower)) return null;
    return mark(to!, to!, 'grammar', `助動詞 ${modal!.lower} のあとは to を付けずに動詞の原形を置きます（to を消します）。`);
  });

/** makes people to feel / let me to go: make and let take the bare verb after their object. */
const causativeTo: Rule = (context) =>
  phrases(context, 4, ([verb, object, to, next]) => {
    if (!/^(make|makes|made|making|let|lets)$/.test(verb!.lower) || to!.lower !== 'to' || !THIRD_PERSON.has(next!.lower)) return null;
    if (!/^(me|you|him|her|us|them|people|students|children|everyone)$/.test(object!.lower)) return null;
    return mark(to!, next!, 'grammar', `「${verb!.lower} ＋ 人 ＋ 動詞の原形」の形なので to は要りません。`, next!.lower);
  });

const VEHICLES = /^(bike|bicycle|car|bus|train|plane|airplane|taxi|subway|ship)$/;
/** go to school by a bike: "by" + means of transport takes no article. */
const byVehicle: Rule = (context) => {
  const content = context.text.slice(context.sentence.start, context.sentence.end);
  // "hit by a car" is a passive, where the article is right; only journeys are checked.
  if (!/\b(go|goes|went|going|come|comes|came|travel|travels|traveled|commute|commutes|get|gets|got)\b/i.test(content) || /\b(was|were|been|is|are)\b/i.test(content)) return [];
  return phrases(context, 3, ([by, article, vehicle]) => {
    if (by!.lower !== 'by' || !/^(a|the)$/.test(article!.lower) || !VEHICLES.test(vehicle!.lower)) return null;
    return mark(article!, vehicle!, 'grammar', `交通手段を表す「by ＋ 乗り物」では冠詞を付けません（by ${vehicle!.lower}）。`, vehicle!.lower);
  });
};

/** I visited to Kyoto / want to visit to Nara: visit takes its place directly (a visit to is a noun and fine). */
const visitTo: Rule = (context) =>
  phrases(context, 3, ([before, visit, to], index) => {
    if (!/^(visit|visits|visited|visiting)$/.test(visit!.lower) || to!.lower !== 'to') return null;
    if (!(SUBJECT_PRONOUNS.has(before!.lower) || before!.lower === 'to' || MODALS.has(before!.lower) || /^(will|often|sometimes|also|never)$/.test(before!.lower))) return null;
    if (!context.tokens[index + 3]) return null;
    return mark(visit!, to!, 'grammar', 'visit は「〜を訪れる」という他動詞なので、あとに to は要りません。', visit!.lower);
  });

/** In the other hand → On the other hand. */
const fixedPhrases: Rule = (context) =>
  phrases(context, 4, ([inWord, the, other, hand]) => {
    if (inWord!.lower !== 'in' || the!.lower !== 'the' || other!.lower !== 'other' || hand!.lower !== 'hand') return null;
    return mark(inWord!, hand!, 'word_choice', '「一方で」は on the other hand です。', matchCase(inWord!.text, 'on the other hand'));
  });

export const LEARNER_RULES: Rule[] = [
  beAgree, transitiveAbout, thirdPersonS, pluralAfterNumber, everyPlural, subjectVerbAgreement, thereBe, veryVerb, gerundVerbs,
  lookForwardTo, baseAfterModal, didSubjectPast, doubleComparative, uncountable, goTo, listenTo, edAdjective, almostNoun,
  missingArticle, pastTense, fixedPhrases, modalTo, causativeTo, byVehicle, visitTo, moreShortAdjective, thereTheir,
];

/** Marks about the shape of the text: a sentence starting in lower case, a paragraph without its full stop. */
export function layoutMarks(text: string, sentences: Sentence[]): WritingMark[] {
  const found: WritingMark[] = [];
  for (const sentence of sentences) {
    const first = sentence.tokens[0];
    // "Oh!" she said. — speech in quotes goes on after its ! or ?, in lower case.
    const afterQuote = /["”’']\s*$/.test(text.slice(0, sentence.start));
    if (first && /^[a-z]/.test(first.text) && first.start === sentence.start && first.lower !== 'i' && !afterQuote) {
      found.push(mark(first, first, 'punctuation', '文の最初の文字は大文字にします。', first.text.charAt(0).toUpperCase() + first.text.slice(1)));
    }
    const last = sentence.tokens.at(-1);
    const closed = /[.!?]["'”’)]*$/.test(text.slice(sentence.start, sentence.end));
    // Short lines may be a title or a greeting (My Dream / Hi, Alex), left as they are.
    if (last && !closed && sentence.tokens.length >= 5 && !/[,:;]$/.test(text.slice(sentence.start, sentence.end))) {
      found.push({ start: last.start, end: last.end, kind: 'punctuation', comment: '文の終わりにはピリオド（.）などの符号を付けます。', suggestion: `${last.text}.` });
    }
  }
  return found;
}
