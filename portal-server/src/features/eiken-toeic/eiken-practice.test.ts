import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eikenClasses, eikenLevels } from '../../db/tables/eiken-toeic';
import { resources } from '../../db/tables/resources';
import { createTestPortal, type TestPortal } from '../../../test/harness';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const levelId = async (code: string) => (await portal.db.select({ id: eikenLevels.id }).from(eikenLevels).where(eq(eikenLevels.code, code)))[0]!.id;

async function firstSet(kind: string) {
  const [directory] = await portal.db.select().from(eikenClasses).where(eq(eikenClasses.kind, kind)).orderBy(eikenClasses.levelId, eikenClasses.position).limit(1);
  const [set] = await portal.db.select().from(resources).where(eq(resources.groupKey, directory!.groupKey)).orderBy(resources.position).limit(1);
  return { directory: directory!, set: set! };
}

describe('Eiken practice by directory', () => {
  it('shows no directories before a grade is chosen, then the grade’s four sections', async () => {
    const session = await portal.session('biz03');
    const before = await portal.get('/v3/eiken-toeic/get-class-list', { as: session });
    expect(before.body.data).toEqual({ level: null, list: [] });
    await portal.postForm('/v3/eiken-toeic/submit-level', { level_id: await levelId('eiken-pre2') }, { as: session });
    const after = await portal.get('/v3/eiken-toeic/get-class-list', { as: session });
    expect(after.body.data.level.code).toBe('eiken-pre2');
    expect(new Set(after.body.data.list.map((entry: { kind: string }) => entry.kind))).toEqual(new Set(['vocabulary', 'conversation', 'reading', 'listening']));
  });

  it('records a whole run: progress, the result by guid and as the last run, the next set', async () => {
    const session = await portal.session('biz05');
    const { directory, set } = await firstSet('listening');
    const guid = randomUUID();
    for (const [position, item] of set.items.entries()) {
      const last = position === set.items.length - 1;
      const posted = await portal.postForm(
        '/v3/eiken-toeic/submit-exercise-log',
        {
          resource_id: set.id,
          guid,
          question_id: item.question_id,
          // A choice answer: the option picked (the server scores it from the package's key).
          result: JSON.stringify([{ question_id: item.question_id, answer_index: 1, score: 0 }]),
          current_index: position + 1,
          ...(last ? { is_completed: 1 } : {}),
        },
        { as: session },
      );
      expect(posted.status, posted.body.errmsg).toBe(200);
    }
    const list = await portal.get(`/v3/eiken-toeic/get-resource-list?directory_id=${directory.id}`, { as: session });
    const row = list.body.data.list.find((entry: { resource_id: number }) => entry.resource_id === set.id);
    expect(row).toMatchObject({ status: 'completed', completed_times: 1, last_guid: guid });
    const byGuid = await portal.get(`/v3/eiken-toeic/get-exercise-logs?resource_id=${set.id}&guid=${guid}`, { as: session });
    expect(byGuid.body.data.answer_record).toMatchObject({ guid, is_completed: 1 });
    expect(byGuid.body.data.completed_before).toBe(1);
    const last = await portal.get(`/v3/eiken-toeic/get-exercise-logs?resource_id=${set.id}&run=last`, { as: session });
    expect(last.body.data.answer_record.guid).toBe(guid);
    const open = await portal.get(`/v3/eiken-toeic/get-exercise-logs?resource_id=${set.id}`, { as: session });
    expect(open.body.data.answer_record.guid).toBe('');
    expect(open.body.data.directory_id).toBe(directory.id);
    expect(open.body.data.next_resource === null || open.body.data.next_resource.resource_code.startsWith('eiken-')).toBe(true);
  });

  it('refuses a resource that is not an Eiken practice set, for reading and for answers', async () => {
    const [textbook] = await portal.db.select({ id: resources.id }).from(resources).where(eq(resources.code, 'biz-u1-listening'));
    const read = await portal.get(`/v3/eiken-toeic/get-exercise-logs?resource_id=${textbook!.id}`, { as: await portal.session('biz01') });
    expect(read.status).toBe(404);
    const post = await portal.postForm('/v3/eiken-toeic/submit-exercise-log', { resource_id: textbook!.id, guid: randomUUID(), question_id: 'biz-u1-lc-01', percent_score: 100 }, { as: await portal.session('biz01') });
    expect(post.status).toBe(404);
    expect(post.body.errmsg).toContain('英検');
  });

  it('answers an unknown directory with not found', async () => {
    const response = await portal.get('/v3/eiken-toeic/get-resource-list?directory_id=999999', { as: await portal.session('biz01') });
    expect(response.status).toBe(404);
  });
});
