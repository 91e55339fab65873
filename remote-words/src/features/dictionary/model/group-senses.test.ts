import { describe, expect, it } from 'vitest';
import { groupByRelation, groupSensesByPos } from './group-senses';

const sense = (pos: string, pos_ja: string, meaning: string) => ({ pos, pos_ja, meanings: [meaning], definition_en: '' });

describe('groupSensesByPos', () => {
  it('keeps the first-appearance order of parts of speech and of senses inside each', () => {
    const groups = groupSensesByPos([sense('verb', '動詞', '走る'), sense('noun', '名詞', '走ること'), sense('verb', '動詞', '経営する'), sense('noun', '名詞', '連続')]);
    expect(groups.map((group) => group.pos_ja)).toEqual(['動詞', '名詞']);
    expect(groups[0]!.senses.map((item) => item.meanings[0])).toEqual(['走る', '経営する']);
    expect(groups[1]!.senses.map((item) => item.meanings[0])).toEqual(['走ること', '連続']);
  });

  it('falls back to the English name when the Japanese one is missing, and gives nothing for no senses', () => {
    expect(groupSensesByPos([sense('other', '', 'x')])[0]!.pos_ja).toBe('other');
    expect(groupSensesByPos([])).toEqual([]);
  });
});

describe('groupByRelation', () => {
  it('puts related words under their relation, in first-appearance order', () => {
    const groups = groupByRelation([
      { word: 'runner', word_id: 1, relation: 'derived', relation_ja: '派生語' },
      { word: 'sprint', word_id: 2, relation: 'synonym', relation_ja: '類義語' },
      { word: 'running', word_id: null, relation: 'derived', relation_ja: '派生語' },
    ]);
    expect(groups.map((group) => [group.relation_ja, group.words.map((item) => item.word)])).toEqual([
      ['派生語', ['runner', 'running']],
      ['類義語', ['sprint']],
    ]);
  });
});
