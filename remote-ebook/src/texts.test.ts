// Every ebook feature's texts: Japanese complete, English with the same keys (and no empty text).
import { i18n } from 'shared-ui';
import { startTestSession } from 'shared-ui/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_NS } from './features/books/books-texts';
import { CATALOG_NS } from './features/catalog/catalog-texts';
import { FREE_READING_NS } from './features/free-reading/free-reading-texts';
import { GUIDE_NS } from './features/guide/guide-texts';
import { HISTORY_NS } from './features/history/history-texts';
import { HOME_NS } from './features/home/home-texts';
import { IMPRESSION_NS } from './features/impression/impression-texts';
import { LEVEL_CHECK_NS } from './features/level-check/level-check-texts';
import { VOCABULARY_TEST_NS } from './features/vocabulary-test/vocabulary-test-texts';

const NAMESPACES = [BOOKS_NS, CATALOG_NS, FREE_READING_NS, GUIDE_NS, HISTORY_NS, HOME_NS, IMPRESSION_NS, LEVEL_CHECK_NS, VOCABULARY_TEST_NS];

/** key path -> value, arrays as indexed keys. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((item, index) => flatten(item, `${prefix}[${index}]`)));
  if (value && typeof value === 'object') return Object.assign({}, ...Object.entries(value).map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)));
  return { [prefix]: String(value) };
}

beforeAll(() => startTestSession());

describe('ebook texts', () => {
  it.each(NAMESPACES)('%s has Japanese and English with the same keys, none empty', (ns) => {
    const ja = flatten(i18n.getResourceBundle('ja', ns));
    const en = flatten(i18n.getResourceBundle('en', ns));
    expect(Object.keys(ja).length).toBeGreaterThan(0);
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    for (const [key, text] of [...Object.entries(ja), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });
});
