/** What group-senses reads of a sense (the entry's `senses` of new-search-word). */
export type SenseLike = { pos: string; pos_ja: string };

export type PosGroup<S extends SenseLike> = { pos: string; pos_ja: string; senses: S[] };

/**
 * The senses of an entry under one heading per part of speech, in the order the parts first
 * appear (the data lists the most useful sense first), each group's senses in their own order.
 */
export function groupSensesByPos<S extends SenseLike>(senses: readonly S[]): PosGroup<S>[] {
  const groups = new Map<string, PosGroup<S>>();
  for (const sense of senses) {
    const group = groups.get(sense.pos);
    if (group) group.senses.push(sense);
    else groups.set(sense.pos, { pos: sense.pos, pos_ja: sense.pos_ja || sense.pos, senses: [sense] });
  }
  return [...groups.values()];
}

/** Related words under one heading per relation (派生語, 類義語 ...), in first-appearance order. */
export function groupByRelation<R extends { relation: string; relation_ja: string }>(related: readonly R[]): { relation: string; relation_ja: string; words: R[] }[] {
  const groups = new Map<string, { relation: string; relation_ja: string; words: R[] }>();
  for (const item of related) {
    const group = groups.get(item.relation);
    if (group) group.words.push(item);
    else groups.set(item.relation, { relation: item.relation, relation_ja: item.relation_ja || item.relation, words: [item] });
  }
  return [...groups.values()];
}
