import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { feedbacks } from '../../src/db/tables/feedback';
import { image } from '../harness';
import type { RouteCases } from './types';

const notAnImage = { field: 'images', filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') };

export const cases: RouteCases = {
  'GET /v3/feedback/support-info': {
    check: (data) => {
      expect(data.max_text_length).toBe(1000);
      expect(data.resource_max_images).toBe(9);
      expect(data.faq.length).toBeGreaterThan(3);
    },
  },
  'POST /v3/feedback': {
    input: () => ({ multipart: { fields: { content: '  音声が途中で止まることがあります。  ', category: 'bug' }, files: [image('png'), image('jpeg')] } }),
    check: async (data, { portal }) => {
      expect(data).toMatchObject({ images_saved: 2, images_ignored: 0 });
      const [row] = await portal.db.select().from(feedbacks).where(eq(feedbacks.id, data.feedback_id));
      expect(row?.description).toBe('音声が途中で止まることがあります。');
      expect(row?.images.every((p) => /\.(png|jpg)$/.test(p))).toBe(true);
    },
    bad: () => ({
      'blank text': { multipart: { fields: { content: '    ' } } },
      'text over 1000 characters': { multipart: { fields: { content: 'あ'.repeat(1001) } } },
      'a file that is not an image': { multipart: { fields: { content: '画像を付けました' }, files: [image('png'), notAnImage] } },
      'unknown field': { multipart: { fields: { content: 'ok', rating: '5' } } },
      'not multipart': { form: { content: 'フォームで送信' } },
      'file in another field': { multipart: { fields: { content: 'ok' }, files: [{ ...image('png'), field: 'avatar' }] } },
    }),
  },
  'GET /v3/resource-feedback-options': {
    check: (data) => expect(data.items.map((i: { option_value: string }) => i.option_value)).toContain('answer_key'),
  },
  'POST /v3/resource-feedback': {
    input: () => ({
      multipart: {
        fields: { content: JSON.stringify({ options: ['answer_key', 'audio'], text: '3番の正解が違うと思います。' }), resource_code: 'TB1-U1-L1', client_name: 'web' },
        files: Array.from({ length: 11 }, (_, i) => image(i % 2 ? 'png' : 'jpeg')),
      },
    }),
    // The spec's limit is 9 images; the two extra are ignored, not refused.
    check: (data) => expect(data).toMatchObject({ images_saved: 9, images_ignored: 2 }),
    bad: () => ({
      'content not JSON': { multipart: { fields: { content: 'answer_key', resource_code: 'TB1' } } },
      'unknown option': { multipart: { fields: { content: JSON.stringify({ options: ['typo_everywhere'] }), resource_code: 'TB1' } } },
      'neither option nor text': { multipart: { fields: { content: JSON.stringify({ options: [], text: ' ' }), resource_code: 'TB1' } } },
      'no resource code': { multipart: { fields: { content: JSON.stringify({ options: ['audio'] }) } } },
      'not an image': { multipart: { fields: { content: JSON.stringify({ options: ['audio'] }), resource_code: 'TB1' }, files: [notAnImage] } },
    }),
  },
  'POST /v3/app/error-report': {
    input: () => ({ form: { code: '500', url: '/v3/student/dashboard', message: 'Request failed with status code 500', device: 'Chrome 120 / Windows', user_id: '2' } }),
    check: (data) => expect(data.report_id).toBeGreaterThan(0),
    bad: () => ({ 'no code': { form: { url: '/x' } }, 'message too long': { form: { code: '500', message: 'x'.repeat(5000) } } }),
  },
};
