import { and, asc, eq, getTableName, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChangeFeed, FeedMark } from '../../db/change-feed';
import type { Database, Transaction } from '../../db/client';
import { tableCache } from '../../db/table-cache';
import { resources } from '../../db/tables/resources';
import { ApiError, notFound } from '../../http/reply';
import { itemMetaListSchema, questionIdSchema, type ResourceItemMeta } from '../../lib/item-meta';

export type ResourceRow = typeof resources.$inferSelect;
type Db = Database | Transaction;

/** What the content pipeline hands over for one resource (validated before anything is written). */
export const resourceInputSchema = z
  .object({
    code: z.string().trim().regex(/^[A-Za-z0-9_.:/-]{1,120}$/, '教材コードは英数字と _ . : / - の120文字以内です'),
    type: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, '教材タイプは英数字と _ - の64文字以内です'),
    title: z.string().trim().min(1).max(200),
    version: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'バージョンは英数字と _ . - の64文字以内です'),
    package_path: z
      .string()
      .trim()
      .regex(/^\/resources\/[A-Za-z0-9_.\-/]+\/$/, 'パッケージのパスは /resources/ で始まり / で終わる必要があります')
      .refine((value) => !value.split('/').includes('..'), 'パッケージのパスに .. は使えません'),
    level: z.string().max(32).default(''),
    root_path: z.string().max(300).default(''),
    group_key: z.string().max(200).default(''),
    position: z.number().int().min(0).max(1_000_000).default(0),
    question_ids: z.array(questionIdSchema).max(2000).optional(),
    items: itemMetaListSchema.default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    const known = new Set(input.items.map((item) => item.question_id));
    for (const [position, id] of (input.question_ids ?? []).entries()) {
      if (input.items.length > 0 && !known.has(id)) {
        ctx.addIssue({ code: 'custom', path: ['question_ids', position], message: `質問ID ${id} は items にありません` });
      }
    }
  });

export type ResourceInput = z.input<typeof resourceInputSchema>;

/**
 * Inserts or updates resources by code, all or nothing: one invalid entry rejects the whole
 * batch with a message naming it, and nothing is written. Returns code -> resource_id.
 * The content pipeline calls this after writing the static packages.
 */
export async function upsertResources(db: Db, inputs: ResourceInput[]): Promise<Map<string, number>> {
  const parsed = inputs.map((input, position) => {
    const result = resourceInputSchema.safeParse(input);
    if (!result.success) {
      const where = typeof input === 'object' && input && 'code' in input ? String(input.code) : `#${position}`;
      const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new ApiError(400, `教材 ${where} のデータが正しくありません（${detail}）`);
    }
    return result.data;
  });
  const codes = parsed.map((input) => input.code);
  if (new Set(codes).size !== codes.length) throw new ApiError(400, '同じ教材コードが複数回含まれています');

  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const input of parsed) {
      const values = {
        code: input.code,
        type: input.type,
        title: input.title,
        version: input.version,
        packagePath: input.package_path,
        level: input.level,
        rootPath: input.root_path,
        groupKey: input.group_key,
        position: input.position,
        questionIds: input.question_ids ?? input.items.map((item) => item.question_id),
        items: input.items,
      };
      const [row] = await tx
        .insert(resources)
        .values(values)
        .onConflictDoUpdate({ target: resources.code, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: resources.id });
      if (row) ids.set(input.code, row.id);
    }
  });
  return ids;
}

export async function findResource(db: Db, resourceId: number): Promise<ResourceRow | undefined> {
  const [row] = await db.select().from(resources).where(eq(resources.id, resourceId)).limit(1);
  return row;
}

export async function findResourceByCode(db: Db, code: string): Promise<ResourceRow | undefined> {
  const [row] = await db.select().from(resources).where(eq(resources.code, code)).limit(1);
  return row;
}

export async function requireResource(db: Db, resourceId: number): Promise<ResourceRow> {
  return foundOr404(await findResource(db, resourceId), resourceId);
}

function foundOr404(row: ResourceRow | undefined, resourceId: number): ResourceRow {
  if (!row) throw notFound(`教材が見つかりません（resource_id=${resourceId}）`);
  return row;
}

/**
 * requireResource from memory: every answer post and player opening reads its resource, and
 * resources change only when content is loaded (db/table-cache.ts drops them at once then, in
 * every process). The row is shared between requests: never change it. `after`: the request's
 * feed mark (requestFeedMark), when nothing was written before.
 */
export async function requireCachedResource(db: Db, feed: ChangeFeed, resourceId: number, after?: FeedMark): Promise<ResourceRow> {
  return foundOr404(await tableCache<number, ResourceRow | undefined>(feed, getTableName(resources)).get(resourceId, () => findResource(db, resourceId), after), resourceId);
}

/** The resource after this one in its group (unit), or undefined at the end. */
export async function nextResourceInGroup(db: Db, current: ResourceRow): Promise<ResourceRow | undefined> {
  if (!current.groupKey) return undefined;
  const [row] = await db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.groupKey, current.groupKey),
        or(gt(resources.position, current.position), and(eq(resources.position, current.position), gt(resources.id, current.id))),
      ),
    )
    .orderBy(asc(resources.position), asc(resources.id))
    .limit(1);
  return row;
}

/**
 * The item keys of a stored row. The registry is written only through upsertResources, but a
 * hand-edited or half-migrated row must not be trusted for scoring: refuse clearly instead.
 */
/** Parsed items by row object: a cached row (requireCachedResource) is parsed once, not on every post. */
const itemsOfRow = new WeakMap<ResourceRow, ResourceItemMeta[]>();

export function resourceItems(row: ResourceRow): ResourceItemMeta[] {
  const known = itemsOfRow.get(row);
  if (known) return known;
  const parsed = itemMetaListSchema.safeParse(row.items);
  if (!parsed.success) {
    throw new ApiError(500, `教材 ${row.code} の登録データが壊れているため記録できません。管理者に連絡してください。`);
  }
  itemsOfRow.set(row, parsed.data);
  return parsed.data;
}

/** Resource info as the spec names it, with every alias the clients read (part 1 section 3). */
export function resourceInfo(row: ResourceRow) {
  const questionIds = Array.isArray(row.questionIds) ? row.questionIds.join(',') : '';
  return {
    id: row.id,
    resource_id: row.id,
    code: row.code,
    resource_code: row.code,
    title: row.title,
    resource_title: row.title,
    type: row.type,
    resource_type: row.type,
    version: row.version,
    resource_version: row.version,
    resource_file: row.packagePath,
    path: row.packagePath,
    level: row.level,
    root_path: row.rootPath,
    question_ids: questionIds,
  };
}

export type ResourceInfo = ReturnType<typeof resourceInfo>;
