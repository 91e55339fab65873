import type { EbookLevel } from './ebook-types';

/** A level's name in the page's language (Japanese unless English is chosen). */
export const levelName = (level: Pick<EbookLevel, 'name_ja' | 'name_en'>, language: string) => (language.startsWith('en') ? level.name_en : level.name_ja);
