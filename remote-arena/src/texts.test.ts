// Every arena feature's texts: Japanese complete, English with the same keys (and no empty text).
import { i18n } from 'shared-ui';
import { startTestSession } from 'shared-ui/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_NS } from './features/about/about-texts';
import { BATTLE_PLAYER_NS } from './features/battle-player/battle-player-texts';
import { BATTLE_TYPES_NS } from './features/battle-types/battle-types-texts';
import { GRAMMAR_NS } from './features/grammar/grammar-texts';
import { LEVELS_NS } from './features/levels/levels-texts';
import { PK_BATTLE_NS } from './features/pk-battle/pk-battle-texts';
import { WRONG_QUESTIONS_NS } from './features/wrong-questions/wrong-questions-texts';

const NAMESPACES = [ABOUT_NS, BATTLE_PLAYER_NS, BATTLE_TYPES_NS, GRAMMAR_NS, LEVELS_NS, PK_BATTLE_NS, WRONG_QUESTIONS_NS];

/** key path -> value, arrays as indexed keys. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((item, index) => flatten(item, `${prefix}[${index}]`)));
  if (value && typeof value === 'object') return Object.assign({}, ...Object.entries(value).map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)));
  return { [prefix]: String(value) };
}

beforeAll(() => startTestSession());

describe('arena texts', () => {
  it.each(NAMESPACES)('%s has Japanese and English with the same keys, none empty', (ns) => {
    const ja = flatten(i18n.getResourceBundle('ja', ns));
    const en = flatten(i18n.getResourceBundle('en', ns));
    expect(Object.keys(ja).length).toBeGreaterThan(0);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    for (const [key, text] of [...Object.entries(ja), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });
});
