import { cleanup, screen, within } from '@testing-library/react';
import { renderPage, startTestSession } from 'shared-ui/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GuidePage } from './guide-page';

beforeAll(() => startTestSession());
afterEach(cleanup);

describe('GuidePage', () => {
  it('explains each part of reading here, with a table of contents and links to the level check and the record', () => {
    renderPage(<GuidePage />, { path: '/ebook/doc' });
    const sections = screen.getAllByTestId('guide-section');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '多読の3つのルール',
      'レベルを選ぶ（レベルチェック）',
      '辞書を使わずに意味をつかむ',
      '語注（むずかしい単語の日本語）',
      '音声とハイライト',
      '単語をタップする',
      '音読する',
      '練習問題',
      '感想を書く',
      '読書記録とWPM',
    ]);
    for (const section of sections) expect(section.querySelectorAll('p').length).toBeGreaterThanOrEqual(2);
    const contents = screen.getByRole('navigation', { name: 'このページの内容' });
    expect(within(contents).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'レベルチェックを受ける' }).getAttribute('href')).toBe('/ebook/level-check');
    expect(screen.getByRole('link', { name: '読書記録を見る' }).getAttribute('href')).toBe('/ebook/history');
  });
});
