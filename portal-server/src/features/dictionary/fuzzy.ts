// Spelling mistakes: candidates by restricted Damerau-Levenshtein distance (optimal string
// alignment: a swap of two neighbouring letters is one edit, as in recieve -> receive), ranked
// by a weighted cost that makes the usual learner's slips (a swap, a doubled or undoubled
// letter, a vowel for a vowel) cheaper than other edits, then by how common the word is.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

const MAX_WORD = 64;
const rows = [new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1)] as const;

/**
 * Optimal string alignment distance of a and b, or max + 1 as soon as it must exceed max (the
 * rows are cut off early, so a far word costs little). Reuses three rows: no allocation.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length > MAX_WORD || a.length > MAX_WORD) return Math.min(max + 1, Math.max(a.length, b.length));
  let [beforePrevious, previous, current] = rows;
  for (let column = 0; column <= b.length; column += 1) previous[column] = column;
  for (let row = 1; row <= a.length; row += 1) {
    current[0] = row;
    let rowMin = row;
    const x = a.charCodeAt(row - 1);
    const xBefore = row > 1 ? a.charCodeAt(row - 2) : -1;
    for (let column = 1; column <= b.length; column += 1) {
      const y = b.charCodeAt(column - 1);
      let value = previous[column - 1]! + (x === y ? 0 : 1);
      const remove = previous[column]! + 1;
      const insert = current[column - 1]! + 1;
      if (remove < value) value = remove;
      if (insert < value) value = insert;
      if (column > 1 && x === b.charCodeAt(column - 2) && xBefore === y) {
        const swap = beforePrevious[column - 2]! + 1;
        if (swap < value) value = swap;
      }
      current[column] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/**
 * Letter counts of a word (a-z, and one slot for anything else). Half the sum of the differences
 * of two words' counts is a lower bound of their edit distance: an insertion or deletion changes
 * the counts by 1, a substitution by 2, a swap not at all.
 */
export function letterBag(word: string): Uint8Array {
  const bag = new Uint8Array(27);
  for (let at = 0; at < word.length; at += 1) {
    const code = word.charCodeAt(at) - 97;
    bag[code >= 0 && code < 26 ? code : 26]! += 1;
  }
  return bag;
}

/** Which letters a word has, one bit each (bit 26: anything else). */
export function letterMask(word: string): number {
  let mask = 0;
  for (let at = 0; at < word.length; at += 1) {
    const code = word.charCodeAt(at) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The same alignment with costs that follow how learners misspell: swapping two neighbouring
 * letters, doubling or undoubling a letter, and one vowel for another cost less than 1.
 */
export function slipCost(a: string, b: string): number {
  const columns = b.length + 1;
  const table: number[][] = [];
  for (let row = 0; row <= a.length; row += 1) table.push(new Array<number>(columns).fill(0));
  for (let column = 0; column < columns; column += 1) table[0]![column] = column;
  for (let row = 1; row <= a.length; row += 1) {
    const line = table[row]!;
    const above = table[row - 1]!;
    line[0] = row;
    for (let column = 1; column <= b.length; column += 1) {
      const x = a[row - 1]!;
      const y = b[column - 1]!;
      const substitute = x === y ? 0 : VOWELS.has(x) && VOWELS.has(y) ? 0.8 : 1;
      // Dropping a doubled letter (occured for occurred) or doubling a single one.
      const remove = row > 1 && a[row - 2] === x ? 0.6 : 1;
      const insert = column > 1 && b[column - 2] === y ? 0.6 : 1;
      let value = Math.min(above[column]! + remove, line[column - 1]! + insert, above[column - 1]! + substitute);
      if (row > 1 && column > 1 && x === b[column - 2] && a[row - 2] === y) value = Math.min(value, table[row - 2]![column - 2]! + 0.7);
      line[column] = value;
    }
  }
  return table[a.length]![b.length]!;
}

/**
 * The words spelling suggestions are chosen from, by length, as flat arrays (a pass over tens of
 * thousands of words reads numbers from typed arrays, not properties of objects).
 */
export type SpellingTable<T> = Map<number, { items: T[]; keys: string[]; ranks: Int32Array; masks: Int32Array; bags: Uint8Array }>;

export function spellingTable<T extends { key: string; rank: number }>(words: readonly T[]): SpellingTable<T> {
  const grouped = new Map<number, T[]>();
  for (const word of words) {
    const group = grouped.get(word.key.length);
    if (group) group.push(word);
    else grouped.set(word.key.length, [word]);
  }
  const table: SpellingTable<T> = new Map();
  for (const [length, items] of grouped) {
    const bags = new Uint8Array(items.length * 27);
    items.forEach((item, at) => bags.set(letterBag(item.key), at * 27));
    table.set(length, { items, keys: items.map((item) => item.key), ranks: Int32Array.from(items, (item) => item.rank), masks: Int32Array.from(items, (item) => letterMask(item.key)), bags });
  }
  return table;
}

/** The largest distance worth suggesting for a query of this length. */
export const maxDistanceFor = (length: number) => (length <= 3 ? 1 : length <= 10 ? 2 : 3);

/**
 * The best `limit` candidates for `query`: smallest distance, then smallest slip cost, then the
 * most common word. The query itself is never a candidate. The letters a word has, then its
 * letter counts rule most words out before any alignment is computed.
 */
export function rankSpellingCandidates<T>(query: string, table: SpellingTable<T>, limit: number): { candidate: T; distance: number }[] {
  const max = maxDistanceFor(query.length);
  const queryBag = letterBag(query);
  const queryMask = letterMask(query);
  const found: { at: number; bucket: number; distance: number; rank: number; cost: number }[] = [];
  for (let length = Math.max(1, query.length - max); length <= query.length + max; length += 1) {
    const bucket = table.get(length);
    if (!bucket) continue;
    const { keys, masks, bags, ranks } = bucket;
    for (let at = 0; at < keys.length; at += 1) {
      // Each edit adds or removes at most two letters from the set of letters a word has.
      if (bitCount(queryMask ^ masks[at]!) > max * 2) continue;
      let sum = 0;
      const offset = at * 27;
      for (let letter = 0; letter < 27; letter += 1) {
        const difference = queryBag[letter]! - bags[offset + letter]!;
        sum += difference < 0 ? -difference : difference;
      }
      if (Math.ceil(sum / 2) > max) continue;
      const key = keys[at]!;
      if (key === query) continue;
      const distance = editDistance(query, key, max);
      if (distance <= max) found.push({ at, bucket: length, distance, rank: ranks[at]!, cost: 0 });
    }
  }
  // The slip cost orders words of the same distance; it is worked out for the likely ones only.
  found.sort((a, b) => a.distance - b.distance || a.rank - b.rank);
  const likely = found.slice(0, Math.max(limit * 4, 40));
  const keyOf = (item: (typeof found)[number]) => table.get(item.bucket)!.keys[item.at]!;
  for (const item of likely) item.cost = slipCost(query, keyOf(item));
  likely.sort((a, b) => a.distance - b.distance || a.cost - b.cost || a.rank - b.rank || keyOf(a).localeCompare(keyOf(b)));
  return likely.slice(0, limit).map((item) => ({ candidate: table.get(item.bucket)!.items[item.at]!, distance: item.distance }));
}
