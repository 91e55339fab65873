// Small curated word lists the learner rules rely on. They are deliberately closed lists of
// common words whose part of speech is not in doubt: a rule that only fires on words it knows
// marks fewer errors, but never a correct sentence because a word could also be something else
// (precision first: a false mark on a correct sentence teaches the learner something wrong).

/** Common verbs in their base form with their third-person singular (irregular ones spelt out). */
const VERB_BASES = [
  'like', 'love', 'play', 'want', 'live', 'eat', 'drink', 'think', 'know', 'study', 'work', 'watch', 'read', 'write', 'speak',
  'listen', 'cook', 'walk', 'run', 'swim', 'sing', 'dance', 'visit', 'enjoy', 'need', 'use', 'help', 'teach', 'learn', 'practice',
  'come', 'make', 'take', 'give', 'get', 'buy', 'sell', 'open', 'close', 'clean', 'wash', 'drive', 'ride', 'travel', 'stay',
  'talk', 'tell', 'say', 'see', 'hear', 'feel', 'believe', 'hope', 'try', 'start', 'finish', 'leave', 'arrive', 'wake', 'sleep',
  'agree', 'disagree', 'understand', 'remember', 'forget', 'keep', 'spend', 'send', 'call', 'wear', 'carry', 'bring', 'meet',
  'become', 'seem', 'look', 'cost', 'mean', 'hate', 'prefer', 'belong', 'own', 'grow', 'go', 'do', 'have', 'wish', 'miss',
];
const IRREGULAR_THIRD: Record<string, string> = { go: 'goes', do: 'does', have: 'has' };
const thirdPerson = (base: string) => {
  if (IRREGULAR_THIRD[base]) return IRREGULAR_THIRD[base];
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
};
/** base → third-person singular (like → likes, study → studies, go → goes). */
export const THIRD_PERSON = new Map(VERB_BASES.map((base) => [base, thirdPerson(base)]));
/** third-person singular → base. */
export const BASE_OF_THIRD = new Map([...THIRD_PERSON].map(([base, third]) => [third, base]));

/** Irregular past forms that are never also a base or a noun (read, put, cut are left out). */
export const IRREGULAR_PAST = new Map([
  ['went', 'go'], ['ate', 'eat'], ['saw', 'see'], ['came', 'come'], ['bought', 'buy'], ['took', 'take'], ['made', 'make'],
  ['gave', 'give'], ['got', 'get'], ['wrote', 'write'], ['spoke', 'speak'], ['swam', 'swim'], ['sang', 'sing'], ['ran', 'run'],
  ['drank', 'drink'], ['taught', 'teach'], ['thought', 'think'], ['knew', 'know'], ['met', 'meet'], ['told', 'tell'],
  ['said', 'say'], ['heard', 'hear'], ['felt', 'feel'], ['left', 'leave'], ['slept', 'sleep'], ['kept', 'keep'], ['spent', 'spend'],
  ['sent', 'send'], ['brought', 'bring'], ['became', 'become'], ['drove', 'drive'], ['rode', 'ride'], ['woke', 'wake'],
  ['forgot', 'forget'], ['understood', 'understand'], ['did', 'do'], ['had', 'have'], ['was', 'be'], ['were', 'be'],
]);

/** Action verbs used in "Yesterday I go ..." (their past is always different from the base). */
export const PAST_EVENT_VERBS = new Map([
  ['go', 'went'], ['eat', 'ate'], ['see', 'saw'], ['come', 'came'], ['buy', 'bought'], ['take', 'took'], ['make', 'made'],
  ['meet', 'met'], ['play', 'played'], ['visit', 'visited'], ['watch', 'watched'], ['study', 'studied'], ['swim', 'swam'],
  ['enjoy', 'enjoyed'], ['cook', 'cooked'], ['clean', 'cleaned'], ['stay', 'stayed'], ['walk', 'walked'], ['travel', 'traveled'],
  ['get', 'got'], ['write', 'wrote'], ['sing', 'sang'], ['drink', 'drank'], ['ride', 'rode'], ['talk', 'talked'], ['have', 'had'],
]);

/** Countable nouns that have no common uncountable or verb use that would make "two X" or "a X" questionable. */
const COUNTABLE = [
  'cat', 'dog', 'book', 'pen', 'pencil', 'bag', 'car', 'bike', 'bicycle', 'friend', 'brother', 'sister', 'student', 'teacher',
  'apple', 'orange', 'banana', 'egg', 'house', 'computer', 'smartphone', 'phone', 'game', 'movie', 'song', 'country', 'city',
  'child', 'person', 'girl', 'boy', 'man', 'woman', 'day', 'week', 'month', 'year', 'hour', 'minute', 'question', 'problem',
  'idea', 'reason', 'member', 'doctor', 'nurse', 'singer', 'player', 'engineer', 'lawyer', 'pilot', 'scientist', 'cousin',
  'classmate', 'uncle', 'aunt', 'tree', 'flower', 'bird', 'animal', 'picture', 'photo', 'letter', 'ticket', 'store', 'shop',
  'park', 'library', 'museum', 'restaurant', 'hospital', 'station', 'temple', 'shrine', 'bottle', 'cup', 'box', 'chair', 'desk',
  'table', 'window', 'door', 'language', 'subject', 'lesson', 'test', 'trip', 'festival', 'hobby', 'dream', 'job', 'company',
  'worker', 'employee', 'tourist', 'visitor', 'parent', 'kid', 'baby', 'umbrella', 'watch', 'camera', 'dictionary', 'notebook',
  'email', 'message', 'story', 'club', 'team', 'event', 'plan', 'place', 'mountain', 'river', 'lake', 'island', 'uniform', 'rule',
  'tablet', 'vegetable', 'robot', 'machine', 'sport', 'shoe', 'road', 'building', 'town', 'village', 'beach', 'holiday',
];
export const COUNTABLE_NOUNS = new Set(COUNTABLE);
const IRREGULAR_PLURAL: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women', watch: 'watches' };
export const pluralOf = (noun: string) => {
  if (IRREGULAR_PLURAL[noun]) return IRREGULAR_PLURAL[noun];
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
};
/** plural → singular for the countable nouns (friends → friend, children → child). */
export const SINGULAR_OF_PLURAL = new Map(COUNTABLE.map((noun) => [pluralOf(noun), noun]));

/** Nouns a learner says "I am a ..." / "I have a ..." with: roles and things one has. */
export const ARTICLE_NOUNS = new Set([
  'student', 'teacher', 'doctor', 'nurse', 'singer', 'player', 'engineer', 'lawyer', 'pilot', 'scientist', 'dog', 'cat', 'pen',
  'car', 'bike', 'bicycle', 'smartphone', 'computer', 'brother', 'sister', 'cousin', 'dream', 'umbrella', 'camera', 'dictionary',
  'question', 'idea', 'member', 'tourist', 'worker', 'employee', 'hobby', 'pet',
]);

/** Number words after which a countable noun is plural. */
export const PLURAL_DETERMINERS = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty',
  'hundred', 'hundreds', 'many', 'several', 'these', 'those', 'various', 'both', 'few',
]);

/** Nouns that have no plural in English (an advice, informations). */
export const UNCOUNTABLE: Record<string, string> = {
  advice: 'advice', information: 'information', homework: 'homework', furniture: 'furniture', baggage: 'baggage',
  luggage: 'luggage', equipment: 'equipment', knowledge: 'knowledge', news: 'news', money: 'money',
};
export const UNCOUNTABLE_PLURALS = new Map([
  ['advices', 'advice'], ['informations', 'information'], ['homeworks', 'homework'], ['furnitures', 'furniture'],
  ['baggages', 'baggage'], ['luggages', 'luggage'], ['equipments', 'equipment'], ['knowledges', 'knowledge'],
]);

/** Comparatives that already carry -er (more better, more easier). */
export const COMPARATIVES = new Set([
  'better', 'worse', 'bigger', 'smaller', 'easier', 'happier', 'larger', 'faster', 'cheaper', 'older', 'younger', 'higher',
  'longer', 'stronger', 'busier', 'earlier', 'later', 'hotter', 'colder', 'warmer', 'nicer', 'safer', 'healthier', 'shorter',
]);
export const SUPERLATIVES = new Set(['best', 'worst', 'biggest', 'smallest', 'easiest', 'happiest', 'largest', 'fastest', 'cheapest', 'oldest', 'youngest', 'highest', 'longest', 'strongest']);

export const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
export const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', "can't", 'cannot', "won't", "shouldn't", "couldn't", "wouldn't", "mustn't"]);
export const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'the', 'this', 'that']);
/** People a sentence is often about, as singular subjects (My mother cook → cooks). */
export const SINGULAR_PERSON_NOUNS = new Set([
  'mother', 'father', 'brother', 'sister', 'friend', 'teacher', 'grandmother', 'grandfather', 'son', 'daughter', 'aunt', 'uncle',
  'boss', 'mom', 'dad', 'cousin', 'neighbor', 'classmate',
]);
/** Adverbs that may stand between a subject and its verb (She always go). */
export const FREQUENCY_ADVERBS = new Set(['always', 'often', 'usually', 'sometimes', 'never', 'also', 'really', 'still', 'just', 'rarely', 'seldom', 'even', 'only']);

/** Function words and words every essay uses, left out of vocabulary and relevance measures' topic words. */
export const STOPWORDS = new Set(
  (
    'a an the and or but so because if when while although though since as than then that this these those there here ' +
    'i me my mine you your yours he him his she her hers it its we us our ours they them their theirs ' +
    'is am are was were be been being do does did done have has had having will would can could should must may might shall ' +
    'not no yes very too also just only really much many more most some any all every each other another such own same ' +
    'of in on at to for from with by about into over after before under between through during without up down out off ' +
    'what which who whom whose where why how ' +
    'think like go get make say know want good bad better best time thing things way lot people person often write answer ' +
    'question reason reasons two first second give opinion agree disagree point points also example important ' +
    'should email reply friend friends one'
  ).split(/\s+/),
);
