/**
 * IPA (as espeak-ng writes it for en-us/en-gb, or as item data gives it) to the 39 ARPAbet
 * phones of the PocketSphinx en-us model. Stress, length-only and tie marks are dropped.
 */
const IPA_TOKENS: Array<[string, string[]]> = [
  // Diphthongs, r-coloured vowels and affricates first: the longest match wins.
  ['aɪə', ['AY', 'ER']], ['aɪɚ', ['AY', 'ER']], ['aʊə', ['AW', 'ER']],
  ['ɑːɹ', ['AA', 'R']], ['ɔːɹ', ['AO', 'R']], ['oːɹ', ['AO', 'R']], ['ɛɹ', ['EH', 'R']], ['ɪɹ', ['IH', 'R']], ['ʊɹ', ['UH', 'R']],
  ['aɪ', ['AY']], ['aʊ', ['AW']], ['eɪ', ['EY']], ['oʊ', ['OW']], ['əʊ', ['OW']], ['ɔɪ', ['OY']],
  ['eə', ['EH', 'R']], ['ɛə', ['EH', 'R']], ['ɪə', ['IH', 'R']], ['ʊə', ['UH', 'R']],
  ['tʃ', ['CH']], ['dʒ', ['JH']], ['t͡ʃ', ['CH']], ['d͡ʒ', ['JH']], ['ʧ', ['CH']], ['ʤ', ['JH']], ['ʦ', ['T', 'S']],
  ['ɑː', ['AA']], ['ɜː', ['ER']], ['iː', ['IY']], ['uː', ['UW']], ['ɔː', ['AO']], ['oː', ['AO']],
  ['ɑ', ['AA']], ['ɒ', ['AA']], ['æ', ['AE']], ['a', ['AE']], ['ɐ', ['AH']], ['ʌ', ['AH']], ['ə', ['AH']],
  ['ɚ', ['ER']], ['ɝ', ['ER']], ['ɜ', ['ER']], ['ɛ', ['EH']], ['e', ['EH']], ['ɪ', ['IH']], ['ᵻ', ['IH']],
  ['i', ['IY']], ['ɔ', ['AO']], ['o', ['OW']], ['ʊ', ['UH']], ['u', ['UW']], ['ɯ', ['UW']], ['y', ['UW']],
  ['ɘ', ['AH']], ['ɵ', ['OW']], ['ɨ', ['IH']], ['ʉ', ['UW']], ['ø', ['ER']], ['œ', ['ER']], ['ɤ', ['AH']],
  ['b', ['B']], ['d', ['D']], ['f', ['F']], ['ɡ', ['G']], ['g', ['G']], ['h', ['HH']], ['j', ['Y']],
  ['k', ['K']], ['l', ['L']], ['ɫ', ['L']], ['m', ['M']], ['n', ['N']], ['ŋ', ['NG']], ['p', ['P']],
  ['ɹ', ['R']], ['r', ['R']], ['ɾ', ['T']], ['ʔ', ['T']], ['s', ['S']], ['ʃ', ['SH']], ['t', ['T']],
  ['θ', ['TH']], ['ð', ['DH']], ['v', ['V']], ['w', ['W']], ['ʍ', ['W']], ['z', ['Z']], ['ʒ', ['ZH']],
  ['x', ['K']], ['ç', ['HH']], ['ɬ', ['L']],
];

/** Marks that carry no phone: stress, length, syllable breaks, ties, zero-width joiners, slashes. */
const IGNORED = new Set(['ˈ', 'ˌ', "'", 'ː', 'ˑ', '.', '‿', '\u200d', '\u0361', '\u035c', 'ʲ', '\u0303', '/', '[', ']', '(', ')', '-', ' ', '\t', '%', ',', '_']);
const SYLLABIC = '\u0329';

/** ARPAbet phones for an IPA string; undefined when a symbol is not understood. */
export function ipaToArpabet(ipa: string): string[] | undefined {
  const text = ipa.normalize('NFD');
  const phones: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (IGNORED.has(char) || /\p{Mn}/u.test(char) && char !== SYLLABIC) {
      i++;
      continue;
    }
    if (char === SYLLABIC) {
      // A syllabic consonant (n̩, l̩, m̩) is schwa plus the consonant in ARPAbet.
      const last = phones.pop();
      if (last) phones.push('AH', last);
      i++;
      continue;
    }
    const match = IPA_TOKENS.find(([token]) => text.startsWith(token, i));
    if (!match) return undefined;
    phones.push(...match[1]);
    i += match[0].length;
  }
  return phones.length > 0 ? phones : undefined;
}

export const ARPABET_PHONES = new Set([
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'B', 'CH', 'D', 'DH', 'EH', 'ER', 'EY', 'F', 'G', 'HH', 'IH', 'IY', 'JH', 'K',
  'L', 'M', 'N', 'NG', 'OW', 'OY', 'P', 'R', 'S', 'SH', 'T', 'TH', 'UH', 'UW', 'V', 'W', 'Y', 'Z', 'ZH',
]);

/** "T AH0 M EY1 T OW2" (stress digits allowed) as phones; undefined when any is not ARPAbet. */
export function parseArpabet(text: string): string[] | undefined {
  const phones = text.trim().toUpperCase().split(/\s+/).map((phone) => phone.replace(/[0-2]$/, ''));
  if (phones.length === 0 || phones.some((phone) => !ARPABET_PHONES.has(phone))) return undefined;
  return phones;
}

/** The IPA symbol shown for an ARPAbet phone in results. */
export const ARPABET_TO_IPA: Record<string, string> = {
  AA: 'ɑ', AE: 'æ', AH: 'ʌ', AO: 'ɔ', AW: 'aʊ', AY: 'aɪ', B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', EH: 'ɛ', ER: 'ɝ', EY: 'eɪ',
  F: 'f', G: 'ɡ', HH: 'h', IH: 'ɪ', IY: 'i', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ', OW: 'oʊ', OY: 'ɔɪ',
  P: 'p', R: 'ɹ', S: 's', SH: 'ʃ', T: 't', TH: 'θ', UH: 'ʊ', UW: 'u', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};
