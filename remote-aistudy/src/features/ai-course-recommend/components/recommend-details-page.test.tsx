import { cleanup, screen, within } from '@testing-library/react';
import { registerExposedModuleLoader } from 'shared-ui';
import { renderPage, scriptServer, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '../api/get-recommend-index';
import { RecommendDetailsPage } from './recommend-details-page';

const recommendation: Recommendation = {
  weakest: [
    { skill: 'grammar', percent: 40, source: 'コーステスト 2/5問' },
    { skill: 'listening', percent: 70, source: 'この講座の復習・定着問題 7/10問' },
  ],
  list: [
    { resource_id: 71, title: '文法：現在形と過去形', res_type: 'grammar_choice', skill: 'grammar', reason: 'コーステストの文法が 40% のため', done: 0 },
    { resource_id: 72, title: 'リスニング：駅のアナウンス', res_type: 'listen_choice', skill: 'listening', reason: 'この講座の復習・定着問題のリスニングが 70% のため', done: 1 },
  ],
};

type EngineProps = { info: { resource_id: number }; mode: string; resultHref: (guid: string) => string };
let engineProps: EngineProps | null;

beforeAll(() => startTestSession());
beforeEach(() => {
  engineProps = null;
  scriptServer({
    'GET /ai/course/recommend/index': () => ({ data: recommendation }),
    'GET /textbook/next-resource-info': ({ params }) => ({ data: { resource_id: Number(params.resource_id), title: '文法：現在形と過去形', answer_record: { guid: '', is_completed: 0, items: [] } } }),
  });
  registerExposedModuleLoader(async () => ({
    settleOutbox: vi.fn(async () => undefined),
    PracticeScreen: (props: EngineProps) => {
      engineProps = props;
      return <p data-testid="practice-screen" />;
    },
  }));
});
afterEach(cleanup);

describe('RecommendDetailsPage', () => {
  it('shows the weakest skills first and each recommended resource with its reason', async () => {
    renderPage(<RecommendDetailsPage />, { path: '/aistudy/recommend/details', url: '/aistudy/recommend/details?course_id=3' });
    const weak = await screen.findAllByTestId('weak-skill');
    expect(weak.map((entry) => entry.dataset.skill)).toEqual(['grammar', 'listening']);
    expect(weak[0]!.textContent).toBe('文法：コーステスト 2/5問');
    const entries = screen.getAllByTestId('recommended');
    expect(within(entries[0]!).getByTestId('recommend-reason').textContent).toContain('コーステストの文法が 40% のため');
    expect(within(entries[0]!).getByRole('link', { name: '文法：現在形と過去形を練習する' }).getAttribute('href')).toBe('/aistudy/recommend/details?course_id=3&resource_id=71');
    expect(entries[1]!.textContent).toContain('練習済み');
  });

  it('plays a recommended resource in the engine, its result on the recommendation result page', async () => {
    renderPage(<RecommendDetailsPage />, { path: '/aistudy/recommend/details', url: '/aistudy/recommend/details?course_id=3&resource_id=71' });
    await screen.findByTestId('practice-screen');
    expect(engineProps!.info.resource_id).toBe(71);
    expect(engineProps!.mode).toBe('practice');
    expect(engineProps!.resultHref('run-abcdefgh')).toBe('/aistudy/recommend/result?course_id=3&resource_id=71&guid=run-abcdefgh');
  });

  it('refuses a resource that is not recommended to this student', async () => {
    renderPage(<RecommendDetailsPage />, { path: '/aistudy/recommend/details', url: '/aistudy/recommend/details?course_id=3&resource_id=99' });
    expect((await screen.findByTestId('recommend-not-listed')).textContent).toContain('練習する教材が指定されていません');
    expect(engineProps).toBeNull();
  });
});
