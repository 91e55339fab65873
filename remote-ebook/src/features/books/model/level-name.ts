import type { EbookLevel } from './ebook-types';

/** A level's name in the page's language (Japanese unless English is chosen). */
export const levelName = (level: Pick<EbookLevel, 'name_ja' | 'name_en'>, language: string) => (language.startsWith('en') ? level.name_en : level.name_ja);

/** The Eiken grade a level is like, in the page's language (英検3級 / Eiken Grade 3). */
export const eikenName = (level: Pick<EbookLevel, 'eiken' | 'eiken_en'>, language: string) => (language.startsWith('en') ? level.eiken_en : level.eiken);
