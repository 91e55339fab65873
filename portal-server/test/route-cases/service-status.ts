import { expect } from 'vitest';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'GET /v3/app/service-check': {
    input: () => ({ query: { name: 'eigo-portal', key: 'web', build: '14' } }),
    check: (data) => expect(data).toMatchObject({ opt_status: 2, opt_mode: 'normal', opt_content: '' }),
    bad: () => ({ 'build not a number': { query: { build: 'fourteen' } } }),
  },
  'GET /ops/service-status': {
    input: () => ({ query: { limit: '5' } }),
    check: (data) => expect(data.current.opt_mode).toBeDefined(),
    bad: () => ({ 'limit zero': { query: { limit: '0' } } }),
  },
  'POST /ops/service-status': {
    input: () => ({ form: { mode: 'tips', opt_content: '本日18時から30分間、メンテナンスを行います。' } }),
    check: async (data, { portal }) => {
      expect(data).toMatchObject({ opt_status: 1, opt_mode: 'tips' });
      const seen = await portal.get('/v3/app/service-check', { token: null, studentId: null });
      expect(seen.body.data.opt_status).toBe(1);
      await portal.postForm('/ops/service-status', { mode: 'normal' }, { as: await portal.session('ops01'), studentId: null });
    },
    bad: () => ({ 'unknown mode': { form: { mode: 'off' } }, 'tips without text': { form: { mode: 'tips' } } }),
  },
};
