import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EikenListPage } from './eiken-list-page';
import { EikenTipsPage } from './eiken-tips-page';

const level = (code: string, name: string) => ({ level_id: 7, code, exam: 'eiken', name, name_en: name, cefr: 'A2', description: `${name}の目安`, sample_en: 'Hello.', sample_ja: 'こんにちは。' });
const directory = (class_id: number, kind: string, done: number, total: number) => ({
  class_id,
  level_id: 7,
  code: `c-${class_id}`,
  kind,
  title: kind,
  title_en: kind,
  description: '',
  resource_count: total,
  completed_count: done,
});
const exam = (extra: Record<string, unknown>) => ({
  directory_id: 3,
  level_id: 7,
  code: 'eiken-3-challenge',
  title: '模擬テスト',
  title_en: 'Mock',
  description: '',
  minutes: 40,
  pass_ratio: 0.6,
  section_count: 4,
  item_count: 40,
  attempt_count: 0,
  best_percent: null,
  last_guid: '',
  open_attempt: null,
  ...extra,
});

function serve(code: string, name: string, challenge: Record<string, unknown>) {
  scriptServer({
    'GET /eiken-toeic/get-class-list': () => ({ data: { level: level(code, name), list: [directory(1, 'vocabulary', 2, 5), directory(2, 'listening', 1, 3)] } }),
    'GET /eiken-toeic-exam/directory-list': () => ({ data: { level: { level_id: 7, code, exam: 'eiken', name, name_en: name }, list: [exam(challenge)] } }),
    'GET /eiken/suggest/guid/resource': () => ({
      data: { level: { level_id: 7, code, name, name_en: name }, total: 4, kinds: [], sections: [], open_review: null, last_review: null },
    }),
  });
}

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('EikenListPage', () => {
  it('shows the grade, progress over every section, the wrong answers to review and the mock test attempts', async () => {
    serve('eiken-3', '英検3級', { attempt_count: 2, best_percent: 72 });
    renderPage(<EikenListPage />, { path: '/eiken/eikenList' });
    expect((await screen.findByTestId('hub-grade')).textContent).toContain('英検3級');
    expect(screen.getByTestId('hub-practice').textContent).toContain('3 / 8 セット完了');
    expect(await within(screen.getByTestId('hub-rwl')).findByText('復習できる問題 4問')).toBeTruthy();
    expect(await within(screen.getByTestId('hub-challenge')).findByText('受験 2回・最高 72%')).toBeTruthy();
    expect(within(screen.getByTestId('hub-interview')).getByRole('link', { name: '二次試験（面接）' }).getAttribute('href')).toBe('/eiken/interview/index');
  });

  it('has no interview below grade 3 and shows a sitting in progress', async () => {
    serve('eiken-5', '英検5級', { open_attempt: { guid: 'g-12345678', directory_id: 3, started_at: '', deadline_at: '', remaining_seconds: 600, finished_at: null, finish_reason: null } });
    renderPage(<EikenListPage />, { path: '/eiken/eikenList' });
    expect(await screen.findByText('面接（二次試験）は3級からです。')).toBeTruthy();
    expect(within(screen.getByTestId('hub-interview')).queryByRole('link')).toBeNull();
    expect(await within(screen.getByTestId('hub-challenge')).findByText('解答中（残り 10分）')).toBeTruthy();
  });
});

describe('EikenTipsPage', () => {
  it('marks the student’s grade in the format table', async () => {
    serve('eiken-pre2', '英検準2級', {});
    renderPage(<EikenTipsPage />, { path: '/college/eiken/tips' });
    const table = screen.getByTestId('tips-grades');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect((await within(table).findByText('あなたの目標の級')).closest('tr')?.textContent).toContain('準2級');
    expect(within(table).getByText('一次 1103点（満点 1650点）／二次 353点（満点 550点）')).toBeTruthy();
  });
});
