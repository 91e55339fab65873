import { z } from 'zod';
import type { Database } from '../../db/client';
import { EXAM_KINDS, eikenLevels } from '../../db/tables/eiken-toeic';
import { readContent } from '../../lib/content-source';

const levelsFile = z.object({
  levels: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          exam: z.enum(EXAM_KINDS),
          name_ja: z.string().min(1),
          name_en: z.string().min(1),
          cefr: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
          description_ja: z.string().min(1),
          sample_en: z.string().min(1),
          sample_ja: z.string().min(1),
        })
        .strict(),
    )
    .min(1),
});

/** Loads content/eiken-toeic/levels.yaml; safe to run again (rows are matched by code). */
export async function seedEikenLevels(db: Database): Promise<number> {
  const { levels } = readContent('eiken-toeic/levels.yaml', levelsFile);
  for (const [sort, level] of levels.entries()) {
    const row = {
      code: level.code,
      exam: level.exam,
      nameJa: level.name_ja,
      nameEn: level.name_en,
      cefr: level.cefr,
      descriptionJa: level.description_ja,
      sampleEn: level.sample_en,
      sampleJa: level.sample_ja,
      sort,
    };
    await db.insert(eikenLevels).values(row).onConflictDoUpdate({ target: eikenLevels.code, set: row });
  }
  return levels.length;
}
