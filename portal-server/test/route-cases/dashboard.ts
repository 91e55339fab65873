import { expect } from 'vitest';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'GET /v3/student/dashboard': {
    as: 'expired01',
    check: (data) => {
      expect(data.cur_card).toMatchObject({ card_id: 'EC-EXPIRED01', is_expired: 1 });
      expect(typeof data.unfinished_homework_count).toBe('number');
      expect(data.new_msg_num).toBe(4);
    },
  },
};
