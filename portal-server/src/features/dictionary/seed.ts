import { z } from 'zod';
import type { Database } from '../../db/client';
import { dictionaryEntries, dictionaryIntroduction } from '../../db/tables/dictionary';
import { readContent } from '../../lib/content-source';

const dictionaryFile = z.object({
  introduce: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }).strict(),
  entries: z
    .array(
      z
        .object({
          word: z.string().regex(/^[a-z][a-z' -]*$/, 'lower-case English word'),
          ipa: z.string().min(1),
          pos: z.enum(['noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'phrase']),
          meaning_ja: z.string().min(1),
          example_en: z.string().min(1),
          example_ja: z.string().min(1),
        })
        .strict(),
    )
    .min(1),
});

/** Loads content/dictionary/dictionary.yaml; safe to run again (entries are matched by word). */
export async function seedDictionary(db: Database): Promise<number> {
  const content = readContent('dictionary/dictionary.yaml', dictionaryFile);
  await db
    .insert(dictionaryIntroduction)
    .values({ id: 1, ...content.introduce })
    .onConflictDoUpdate({ target: dictionaryIntroduction.id, set: content.introduce });
  for (const entry of content.entries) {
    const row = { word: entry.word, ipa: entry.ipa, partOfSpeech: entry.pos, meaningJa: entry.meaning_ja, exampleEn: entry.example_en, exampleJa: entry.example_ja };
    await db.insert(dictionaryEntries).values(row).onConflictDoUpdate({ target: dictionaryEntries.word, set: row });
  }
  return content.entries.length;
}
