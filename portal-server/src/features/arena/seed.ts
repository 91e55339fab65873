import { z } from 'zod';
import type { Database } from '../../db/client';
import { arenaTypes } from '../../db/tables/arena';
import { readContent } from '../../lib/content-source';

const typesFile = z.object({
  types: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          name_ja: z.string().min(1),
          name_en: z.string().min(1),
          description_ja: z.string().min(1),
          question_count: z.number().int().min(1).max(50),
          seconds_per_question: z.number().int().min(3).max(120),
        })
        .strict(),
    )
    .min(1),
});

/** Loads content/arena/types.yaml; safe to run again (types are matched by code). */
export async function seedArenaTypes(db: Database): Promise<number> {
  const { types } = readContent('arena/types.yaml', typesFile);
  for (const [sort, type] of types.entries()) {
    const row = { code: type.code, nameJa: type.name_ja, nameEn: type.name_en, descriptionJa: type.description_ja, questionCount: type.question_count, secondsPerQuestion: type.seconds_per_question, sort };
    await db.insert(arenaTypes).values(row).onConflictDoUpdate({ target: arenaTypes.code, set: row });
  }
  return types.length;
}
