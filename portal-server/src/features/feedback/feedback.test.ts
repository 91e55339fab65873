import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, dataDigest, image, type TestPortal } from '../../../test/harness';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
});

afterAll(async () => {
  await portal?.close();
});

const storedImages = () => {
  const root = path.join(portal.dataDir, 'feedback');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((name) => /\.(png|jpg)$/.test(String(name))) : [];
};

describe('feedback', () => {
  it('keeps the first images up to the limit, ignores the rest, and stores real images on disk', async () => {
    const session = await portal.session('biz01');
    const before = storedImages().length;
    const response = await portal.postMultipart(
      '/v3/feedback',
      { fields: { content: '文字が小さくて読みにくいです。' }, files: Array.from({ length: 6 }, () => image('png')) },
      { as: session },
    );
    expect(response.body.data).toMatchObject({ images_saved: 4, images_ignored: 2 });
    expect(storedImages().length).toBe(before + 4);
  });

  it('accepts exactly 1000 characters and refuses 1001 without storing anything', async () => {
    const session = await portal.session('biz01');
    expect((await portal.postMultipart('/v3/feedback', { fields: { content: 'あ'.repeat(1000) } }, { as: session })).status).toBe(200);
    const digest = await dataDigest(portal);
    const refused = await portal.postMultipart('/v3/feedback', { fields: { content: 'あ'.repeat(1001) }, files: [image('jpeg')] }, { as: session });
    expect(refused.status).toBe(400);
    expect(refused.body.errmsg).toContain('1000文字以内');
    expect(await dataDigest(portal)).toEqual(digest);
  });

  it('refuses a renamed non-image with a message naming the file, and stores nothing', async () => {
    const session = await portal.session('biz01');
    const digest = await dataDigest(portal);
    const response = await portal.postMultipart(
      '/v3/resource-feedback',
      {
        fields: { content: JSON.stringify({ options: ['image'], text: '' }), resource_code: 'TB1-U1' },
        files: [image('png'), { field: 'images', filename: 'notes.jpg', contentType: 'image/jpeg', data: Buffer.from('just some text') }],
      },
      { as: session },
    );
    expect(response.status).toBe(400);
    expect(response.body.errmsg).toContain('notes.jpg');
    expect(await dataDigest(portal)).toEqual(digest);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const session = await portal.session('biz01');
    const big = { ...image('png'), data: Buffer.concat([image('png').data, Buffer.alloc(5 * 1024 * 1024 + 1)]) };
    const response = await portal.postMultipart('/v3/feedback', { fields: { content: '大きい画像' }, files: [big] }, { as: session });
    expect(response.status).toBe(413);
    expect(response.body.errmsg).toContain('5MB');
  });
});
