// The arena's content into the database: battle types (a content step: no audio) and the
// question bank (a seed step: each level of each type is built into an engine package, its
// audio synthesised through the TTS cache, registered as a resource, and its questions listed in
// arena_questions). Matched by code; rerunning it changes only what changed.
import { and, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { SeedContext } from '../../cli/seed-steps';
import type { Database } from '../../db/client';
import { arenaBattles, arenaQuestions, arenaRatings, arenaTypes } from '../../db/tables/arena';
import { itemKeysFromPackage } from '../resources/package-keys';
import { upsertResources } from '../resources/service';
import { buildPackage, type BuiltPackage } from '../textbook/content-build';
import { buildSpeech, ttsCacheDir } from '../textbook/speech-for-build';
import { TtsCache } from '../textbook/tts-cache';
import { ARENA_CONTENT_DIR, readArenaFile, readQuestionBank, typesFile, type BankSet } from './content';

type Json = Record<string, unknown>;

/** Loads content/arena/types.yaml; types gone from it are removed while nothing refers to them. */
export async function seedArenaTypes(db: Database): Promise<number> {
  const { types } = readArenaFile('types.yaml', typesFile);
  for (const [sort, type] of types.entries()) {
    const row = { code: type.code, nameJa: type.name_ja, nameEn: type.name_en, descriptionJa: type.description_ja, questionCount: type.question_count, secondsPerQuestion: type.seconds_per_question, sort };
    await db.insert(arenaTypes).values(row).onConflictDoUpdate({ target: arenaTypes.code, set: row });
  }
  const unused = and(
    notInArray(
      arenaTypes.code,
      types.map((type) => type.code),
    ),
    notExists(db.select({ one: sql`1` }).from(arenaQuestions).where(eq(arenaQuestions.typeId, arenaTypes.id))),
    notExists(db.select({ one: sql`1` }).from(arenaBattles).where(eq(arenaBattles.typeId, arenaTypes.id))),
    notExists(db.select({ one: sql`1` }).from(arenaRatings).where(eq(arenaRatings.typeId, arenaTypes.id))),
  );
  await db.delete(arenaTypes).where(unused);
  return types.length;
}

export const arenaGroupKey = (type: string) => `arena:${type}`;

/** The rows of one built bank set's questions. */
function questionRows(set: BankSet, built: BuiltPackage, typeId: number, resourceId: number) {
  const { items, ...head } = built.index as Json & { items: Json[] };
  return items.map((item) => ({ code: String(item.question_id), typeId, level: set.level, resourceId, packagePath: built.packagePath, head, item, active: true }));
}

/** Builds and loads the question bank; questions gone from the content stay (battles name them) but are no longer asked. */
export async function loadArenaBank(db: Database, options: { dataDir: string; tts: TtsCache; log?: (line: string) => void }): Promise<number> {
  const sets = readQuestionBank();
  const built: BuiltPackage[] = [];
  for (const set of sets) built.push(await buildPackage(set.resource, { dataDir: options.dataDir, contentDir: ARENA_CONTENT_DIR, tts: options.tts }));
  const ids = await upsertResources(
    db,
    built.map((pkg, position) => ({
      code: pkg.code,
      type: pkg.type,
      title: pkg.title,
      version: pkg.version,
      package_path: pkg.packagePath,
      level: `arena-${sets[position]!.level}`,
      group_key: arenaGroupKey(sets[position]!.type),
      position,
      items: itemKeysFromPackage(pkg.index),
    })),
  );
  const types = await db.select().from(arenaTypes);
  const rows = sets.flatMap((set, position) => {
    const type = types.find((row) => row.code === set.type);
    if (!type) throw new Error(`arena: question bank ${set.type} has no battle type in content/arena/types.yaml`);
    return questionRows(set, built[position]!, type.id, ids.get(built[position]!.code)!);
  });
  await db.transaction(async (tx) => {
    for (const row of rows) await tx.insert(arenaQuestions).values(row).onConflictDoUpdate({ target: arenaQuestions.code, set: row });
    const codes = rows.map((row) => row.code);
    await tx
      .update(arenaQuestions)
      .set({ active: false })
      .where(notInArray(arenaQuestions.code, codes));
  });
  options.log?.(`arena: ${rows.length} questions in ${sets.length} sets`);
  return rows.length;
}

/** Seed step: the question bank with its audio (one speech-server for the lines not in the TTS cache). */
export async function seedArenaBank(ctx: SeedContext): Promise<void> {
  const speech = buildSpeech({ speechUrl: ctx.config.speechUrl, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, log: ctx.log });
  try {
    const tts = new TtsCache(ttsCacheDir(ctx.config.repoRoot), speech.synthesize, speech.engine);
    await loadArenaBank(ctx.db, { dataDir: ctx.config.dataDir, tts, log: ctx.log });
    if (tts.stats.synthesised > 0) ctx.log(`arena: ${tts.stats.synthesised} audio lines synthesised, ${tts.stats.cached} from the cache`);
  } finally {
    await speech.close();
  }
}
