import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUser, signIn, type UserInfo } from 'shared-api';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerShellTexts } from '../lib/shell-texts';
import { ShellLayout } from './shell-layout';

const student = (college: boolean): UserInfo => ({
  id: 3,
  username: college ? 'col01' : 'biz01',
  nickname: 'たろう',
  email: null,
  avatar: '',
  logo: null,
  app_name: 'デモ学園',
  is_college_student: college,
  is_business_student: !college,
});

const activeCard = { card_id: 'EC-0001', active_status: 1, is_expired: 0, expires_at: '2027-03-31T23:59:59+09:00' };
let card: typeof activeCard;
let server: ScriptedServer;

beforeAll(async () => {
  await startTestSession();
  registerShellTexts();
});

beforeEach(() => {
  setUser(student(false));
  card = activeCard;
  server = scriptServer({
    'GET /student/dashboard': () => ({ data: { cur_card: card, unfinished_homework_count: 3, new_msg_num: 5, unclaimed_mission_count: 0 } }),
    'GET /integral/mission-reach-message': () => ({ data: { items: [] } }),
    'POST /edu-card/activate': () => {
      card = { ...card, active_status: 1 };
      return { data: { cur_card: card } };
    },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dashboardRequests = () => server.requests.filter((request) => request.path === '/student/dashboard');

/** The shell around whatever page: every path renders the layout (its outlet stays empty here). */
const renderShell = (url = '/home') => renderPage(<ShellLayout />, { path: '/*', url });

describe('the shell’s badges and card state (the dashboard)', () => {
  it('shows unread news on the header button and unfinished homework in the menu', async () => {
    renderShell();
    expect(await within(screen.getByTestId('app-header')).findByText('お知らせ（未読5件）')).toBeTruthy();
    const menu = screen.getByTestId('main-nav');
    expect(await within(menu).findByRole('link', { name: '宿題（未完了3件）' })).toBeTruthy();
    expect(within(menu).getByTestId('badge').textContent).toBe('3');
    expect(dashboardRequests()).toHaveLength(1);
  });

  it('asks again after a navigation only once its answer is older than 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { router } = renderShell();
    await within(screen.getByTestId('app-header')).findByText('お知らせ（未読5件）');
    await router.navigate('/integral');
    await router.navigate('/news');
    expect(dashboardRequests()).toHaveLength(1);

    vi.setSystemTime(Date.now() + 31_000);
    await router.navigate('/rank/list');
    await vi.waitFor(() => expect(dashboardRequests()).toHaveLength(2));
  });

  it('a college student has no news button; the homework badge stays', async () => {
    setUser(student(true));
    renderShell('/bookList');
    expect(await within(screen.getByTestId('main-nav')).findByRole('link', { name: '宿題（未完了3件）' })).toBeTruthy();
    expect(screen.queryByTestId('header-news')).toBeNull();
  });

  it('an inactive card blocks the shell until activation, which closes the dialog from the answer and opens joinClass', async () => {
    card = { ...activeCard, active_status: 0 };
    const { router } = renderShell();
    const dialog = await screen.findByTestId('card-inactive-dialog');
    expect(dialog.textContent).toContain('EC-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: '有効化する' }));
    await vi.waitFor(() => expect(screen.queryByTestId('card-inactive-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/joinClass');
    // The dialog closed from the activation's answer; the navigation within 30 s asked nothing more.
    expect(dashboardRequests()).toHaveLength(1);
    expect(server.requests.find((request) => request.path === '/edu-card/activate')?.body?.toString()).toBe('card_id=EC-0001');
  });
});

describe('the guard during a sign-in', () => {
  it('keeps login while the student’s info is loading, then sends a college student straight to bookList', async () => {
    // As completeSignIn leaves it between the token and the info: signed in, no user yet.
    signIn('token-of-a-new-sign-in', 3);
    const { router } = renderShell('/login');
    expect(router.state.location.pathname).toBe('/login');
    act(() => setUser(student(true)));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bookList'));
  });
});
