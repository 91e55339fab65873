import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResource, startStudyApp, type StudyTestApp } from '../../../test/study-kit';
import { resources } from '../../db/tables/resources';
import { findResourceByCode, nextResourceInGroup, resourceInfo, upsertResources } from './service';

let kit: StudyTestApp;

beforeAll(async () => {
  kit = await startStudyApp({ students: 1 });
});

afterAll(async () => {
  await kit?.close();
});

describe('upsertResources', () => {
  it('inserts by code, updates on a second load, and orders a unit for next-resource', async () => {
    const { db } = kit.database;
    const first = await upsertResources(db, [sampleResource(kit.tag, 'a'), sampleResource(kit.tag, 'b')]);
    const again = await upsertResources(db, [{ ...sampleResource(kit.tag, 'a'), version: '2', title: '改訂版', package_path: `/resources/test-${kit.tag}-a/2/` }]);
    expect(again.get(`test-${kit.tag}-a`)).toBe(first.get(`test-${kit.tag}-a`));
    const row = await findResourceByCode(db, `test-${kit.tag}-a`);
    expect(resourceInfo(row!)).toMatchObject({ resource_version: '2', resource_title: '改訂版', resource_file: `/resources/test-${kit.tag}-a/2/`, question_ids: 'q1,q2,q3,q4,q5' });
    expect((await nextResourceInGroup(db, row!))?.code).toBe(`test-${kit.tag}-b`);
    expect(await nextResourceInGroup(db, (await findResourceByCode(db, `test-${kit.tag}-b`))!)).toBeUndefined();
  });

  it('refuses a batch with one bad entry, naming it, and writes nothing', async () => {
    const { db } = kit.database;
    const good = sampleResource(kit.tag, 'c');
    const cases = [
      { ...sampleResource(kit.tag, 'd'), package_path: '/resources/../etc/' },
      { ...sampleResource(kit.tag, 'd'), items: [{ question_id: 'x', index: 1, kind: 'choice' as const }] },
      { ...sampleResource(kit.tag, 'd'), question_ids: ['q1', 'zz'] },
      { ...sampleResource(kit.tag, 'd'), items: [{ question_id: 'q1', index: 1, kind: 'speech' as const }, { question_id: 'q1', index: 2, kind: 'speech' as const }] },
    ];
    for (const bad of cases) {
      await expect(upsertResources(db, [good, bad])).rejects.toThrow(`test-${kit.tag}-d`);
    }
    await expect(upsertResources(db, [good, good])).rejects.toThrow('複数');
    expect(await db.select().from(resources).where(eq(resources.code, good.code))).toHaveLength(0);
  });
});

describe('a corrupt registry entry', () => {
  it('refuses answers to it with a clear message instead of scoring blindly', async () => {
    const { db } = kit.database;
    const ids = await upsertResources(db, [sampleResource(kit.tag, 'e')]);
    const id = ids.get(`test-${kit.tag}-e`)!;
    await db.update(resources).set({ items: [{ question_id: 'q1', kind: 'choice' }] as never }).where(eq(resources.id, id));
    const response = await kit.post('/v3/textbook/answer-record', kit.students[0]!, { resource_id: id, guid: 'run-corrupt-1', question_id: 'q1', percent_score: 100 });
    expect(response.statusCode).toBe(500);
    expect(response.json().errmsg).toContain('壊れて');
    const info = await kit.get('/v3/textbook/next-resource-info', kit.students[0]!, { resource_id: id });
    expect(info.statusCode).toBe(200);
  });
});

describe('GET /v3/resource/info', () => {
  it('finds a resource by id or code, and wants exactly one of them', async () => {
    const ids = await upsertResources(kit.database.db, [sampleResource(kit.tag, 'f')]);
    const byCode = await kit.get('/v3/resource/info', kit.students[0]!, { resource_code: `test-${kit.tag}-f` });
    expect(byCode.json().data.resource_id).toBe(ids.get(`test-${kit.tag}-f`));
    expect((await kit.get('/v3/resource/info', kit.students[0]!, { resource_id: ids.get(`test-${kit.tag}-f`)! })).statusCode).toBe(200);
    expect((await kit.get('/v3/resource/info', kit.students[0]!)).statusCode).toBe(400);
    expect((await kit.get('/v3/resource/info', kit.students[0]!, { resource_code: 'nothing-here' })).statusCode).toBe(404);
  });
});
