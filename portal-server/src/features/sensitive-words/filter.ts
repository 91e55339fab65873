import { SENSITIVE_WORDS } from './word-list';

/** Digits and symbols written for letters ("sh1t", "@ss"): compared as those letters. */
const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

type Script = 'latin' | 'hiragana' | 'katakana' | 'other';

function scriptOf(char: string): Script {
  if (/[a-z]/.test(char)) return 'latin';
  if (/[\u3041-\u309f]/.test(char)) return 'hiragana';
  if (/[\u30a0-\u30ff\uff66-\uff9f]/.test(char)) return 'katakana';
  return 'other';
}

/**
 * One comparable character per character of the input, so a match found in the folded text
 * masks exactly those characters of the original: full width to half width, lower case,
 * look-alike digits to letters, hiragana kept apart from katakana.
 */
function fold(text: string): string[] {
  return Array.from(text, (char) => {
    const normal = char.normalize('NFKC').toLowerCase();
    const single = normal.length === 1 ? normal : char.toLowerCase();
    return LOOKALIKES[single] ?? single;
  });
}

/**
 * A word matches only between edges of its own script: "ass" is not found in "class", nor
 * "カス" in "カスタード", nor "しね" in "しねん". Kanji words have no edges to respect.
 */
function edgeOk(chars: string[], at: number, script: Script): boolean {
  if (script === 'other') return true;
  const char = chars[at];
  if (char === undefined) return true;
  return scriptOf(char) !== script && !(script === 'latin' && /[0-9]/.test(char));
}

const WORDS = [...new Set(SENSITIVE_WORDS.map((word) => word.normalize('NFKC').toLowerCase()))]
  .map((word) => ({ word, chars: Array.from(word), edge: scriptOf(Array.from(word)[0] ?? '') }))
  // Longest first, so "son of a bitch" is masked as a whole before "bitch".
  .sort((a, b) => b.chars.length - a.chars.length);

export type FilterResult = { text: string; hits: string[] };

/** Masks every sensitive word with * (one per character) and lists the words found. */
export function filterSensitiveWords(text: string): FilterResult {
  const original = Array.from(text);
  const chars = fold(text);
  const masked = [...original];
  const taken = new Array<boolean>(chars.length).fill(false);
  const hits = new Set<string>();
  for (const { word, chars: wordChars, edge } of WORDS) {
    for (let start = 0; start + wordChars.length <= chars.length; start++) {
      if (taken[start]) continue;
      if (!wordChars.every((char, offset) => chars[start + offset] === char)) continue;
      if (!edgeOk(chars, start - 1, edge) || !edgeOk(chars, start + wordChars.length, edge)) continue;
      for (let i = start; i < start + wordChars.length; i++) {
        if (!/\s/.test(original[i] ?? '')) masked[i] = '*';
        taken[i] = true;
      }
      hits.add(word);
    }
  }
  return { text: masked.join(''), hits: [...hits] };
}
