import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
// A memory router and its provider from react-router itself, the module the components'
// hooks (through shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useLocation } from 'shared-ui/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { PLAYBACK_SPEEDS, PageHeader, type PlaybackSpeed } from './page-header';

function Player() {
  const [speed, setSpeed] = useState<PlaybackSpeed>(1.0);
  const location = useLocation();
  return (
    <>
      <PageHeader title="リスニング" speed={speed} onSpeedChange={setSpeed} />
      <output data-testid="speed">{speed}</output>
      <output data-testid="path">{location.pathname}</output>
    </>
  );
}

beforeAll(() => initI18n({ lng: 'ja' }));
afterEach(cleanup);

describe('PageHeader', () => {
  it('offers the five playback speeds and reports the choice', async () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 0.75, 1.0, 1.25, 1.5]);
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Player /> }])} />);
    const select = screen.getByRole('combobox', { name: '再生速度' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['0.5倍速', '0.75倍速', '1.0倍速', '1.25倍速', '1.5倍速']);
    await userEvent.selectOptions(select, '0.75');
    expect(screen.getByTestId('speed').textContent).toBe('0.75');
    expect(screen.getByRole('heading', { level: 1, name: 'リスニング' })).toBeTruthy();
  });

  it('goes back to the previous page, or home when there is none', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Player /> }], { initialEntries: ['/unitList'] });
    render(<RouterProvider router={router} />);
    await router.navigate('/textbook/details');
    await router.navigate('/textbook/details/result');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/textbook/details/result'));
    // Two presses in the same moment go back one page only.
    const back = await screen.findByRole('button', { name: '戻る' });
    fireEvent.click(back);
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/textbook/details'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByTestId('path').textContent).toBe('/textbook/details');
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/unitList'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });
});
