import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { lazyPage } from './lazy-page';

function NewsPage() {
  return <p>news</p>;
}

/** A chunk import that fails `failures` times (the portal is down), then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = vi.fn(async (): Promise<Record<'NewsPage', ComponentType>> => {
    calls += 1;
    if (calls <= failures) throw new Error(`Loading chunk 42 failed (attempt ${calls})`);
    return { NewsPage };
  });
  return load;
}

beforeAll(async () => {
  await initI18n({ lng: 'ja' });
});

afterEach(cleanup);

describe('lazyPage', () => {
  it('loads the page without asking when the chunk arrives', async () => {
    const ask = vi.fn(async () => 'retry' as const);
    const route = await lazyPage(flakyImport(0), 'NewsPage', ask)();
    expect(route.Component).toBe(NewsPage);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once per failure and loads the chunk again on Retry', async () => {
    const load = flakyImport(2);
    const ask = vi.fn(async () => 'retry' as const);
    const route = await lazyPage(load, 'NewsPage', ask)();
    expect(route.Component).toBe(NewsPage);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the page place with a reload button on Cancel, inside the shell instead of an error', async () => {
    const load = flakyImport(5);
    const route = await lazyPage(load, 'NewsPage', async () => 'cancel')();
    expect(load).toHaveBeenCalledTimes(1);
    const Component = route.Component!;
    render(<Component />);
    expect(screen.getByRole('alert').textContent).toContain('このページを読み込めませんでした。接続を確認して、再読み込みしてください。');
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});
