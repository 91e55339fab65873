// The phonics pages on a scripted server, and the practice and challenge readings through
// shared-speech's real recorder with a scripted microphone and speech-server socket.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptedSpeech } from 'shared-speech/testing';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betResult, detailData, listData, shortA, word } from '../model/phonogram-samples';
import { PhonogramChallengePage } from './phonogram-challenge-page';
import { PhonogramDetailPage } from './phonogram-detail-page';
import { PhonogramListPage } from './phonogram-list-page';
import { PhonogramPracticePage } from './phonogram-practice-page';
import { PhonogramResultPage } from './phonogram-result-page';

/** The recorder on a scripted microphone and speech-server socket that scores `result()`. */
const recorderHarness = (result: () => Record<string, unknown> = () => betResult) => scriptedSpeech(() => ({ result: result() }), { encoder: true, maxAudioMs: 11_000 });

/** Records one take: record, let a second pass, stop. */
async function readOnce(advance: (ms: number) => void) {
  await userEvent.click(await screen.findByTestId('reading-record'));
  await screen.findByTestId('reading-stop');
  advance(1500);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
  await userEvent.click(screen.getByTestId('reading-stop'));
}

let server: ScriptedServer;
const sentBody = (path: string, index = 0) => new URLSearchParams(server.requests.filter((request) => request.path === path)[index]?.body as URLSearchParams);

beforeAll(() => startTestSession());
beforeEach(() => {
  server = scriptServer({
    'GET /phonogram/list': () => ({ data: listData }),
    'GET /phonogram/detail': () => ({ data: detailData }),
    'GET /xfyun/get-tts-auth-url': () => ({ data: { tts_auth_url: '/speech/tts?ticket=t', expires_in: 600 } }),
  });
});
afterEach(cleanup);

describe('PhonogramListPage', () => {
  it('shows the groups with each pattern’s example word, its letters marked, and the student’s standing', async () => {
    renderPage(<PhonogramListPage />, { path: '/phonogram/list' });
    const groups = await screen.findAllByTestId('phonogram-group');
    expect(groups.map((group) => group.getAttribute('data-group'))).toEqual(['short-vowel', 'digraph']);
    const card = within(groups[0]!).getByTestId('pattern-card');
    expect(card.getAttribute('data-status')).toBe('weak');
    expect(within(card).getByText('苦手')).toBeTruthy();
    expect(within(card).getByText('正解 1 / 3')).toBeTruthy();
    expect(card.querySelector('mark')?.textContent).toBe('a');
    expect(within(card).getByText('（この音のつづり：a）')).toBeTruthy();
    expect(within(card).getByTestId('pattern-practice').getAttribute('href')).toBe('/phonogram/practice?id=short-a');
    expect(screen.getByTestId('phonogram-summary').textContent).toBe('練習した音 1 / 2・身についた音 0・苦手な音 1');
    expect(screen.getByTestId('phonogram-challenge').textContent).toBe('チャレンジ（10語・2分）');
  });
});

describe('PhonogramDetailPage', () => {
  it('explains the sound, the usual mistake and lists the words with the last reading of each', async () => {
    renderPage(<PhonogramDetailPage />, { path: '/phonogram/detail', url: '/phonogram/detail?id=short-a' });
    expect((await screen.findByTestId('detail-ipa')).textContent).toBe('/æ/');
    expect(screen.getByTestId('detail-how').textContent).toContain('口を縦にも横にも');
    expect(screen.getByTestId('detail-mistake').textContent).toContain('cut に聞こえます');
    const rows = screen.getAllByTestId('detail-word');
    expect(rows.map((row) => within(row).getByTestId('detail-word-last').textContent)).toEqual(['前回 ○（88点）', 'まだ読んでいません']);
    expect(screen.getByTestId('detail-next').getAttribute('href')).toBe('/phonogram/detail?id=short-e');
    expect(server.requests.find((request) => request.path === '/phonogram/detail')?.params).toMatchObject({ phonogram_id: 'short-a' });
  });

  it('says when the address has no pattern, and shows the server’s message for an unknown one', async () => {
    renderPage(<PhonogramDetailPage />, { path: '/phonogram/detail', url: '/phonogram/detail' });
    expect((await screen.findByTestId('phonogram-missing')).textContent).toContain('アドレスが正しくありません');
    cleanup();
    server.route('GET', '/phonogram/detail', () => ({ errcode: 404, errmsg: 'この音のつづり（フォニックス）は見つかりませんでした。' }));
    renderPage(<PhonogramDetailPage />, { path: '/phonogram/detail', url: '/phonogram/detail?id=short-q' });
    expect((await screen.findByTestId('phonogram-not-found')).textContent).toContain('見つかりませんでした');
  });
});

describe('PhonogramPracticePage', () => {
  it('reads a word with its phones as vocabulary, posts the word’s phones and shows the server’s mark of the target sound', async () => {
    const recorder = recorderHarness();
    server.route('POST', '/phonogram/submit-practice', () => ({
      data: { attempt_id: 7, phonogram_id: 'short-a', word_id: 1, is_right: false, reason: 'low_score', target: { phones: ['AE'], ipa: 'æ', score: 16.9 }, word_score: 52.3, tip_ja: '「エ」の口で「ア」。', progress: detailData.phonogram.progress },
    }));
    renderPage(<PhonogramPracticePage recorderDependencies={recorder.dependencies} />, { path: '/phonogram/practice', url: '/phonogram/practice?id=short-a' });
    expect((await screen.findByTestId('practice-position')).textContent).toBe('1 / 2 語目');
    expect(screen.getByTestId('practice-word-text').querySelector('mark')?.textContent).toBe('a');
    await readOnce(recorder.advance);
    const mark = await screen.findByTestId('target-mark');
    expect(mark.getAttribute('data-right')).toBe('0');
    expect(mark.textContent).toContain('× 目標の音 /æ/ が言えていません');
    expect(within(mark).getByTestId('target-score').textContent).toBe('17');
    expect(within(mark).getByTestId('word-score').textContent).toBe('52');
    expect(within(mark).getByTestId('mark-tip').textContent).toBe('こつ：「エ」の口で「ア」。');
    const phones = within(mark).getAllByRole('listitem');
    expect(phones.map((phone) => phone.getAttribute('data-target'))).toEqual(['0', '1', '0']);
    // What went to the speech server and to the portal.
    expect(recorder.frames[0]).toMatchObject({ status: 0, category: 'read_word', text: '[word]\ncat\n[vocabulary]\ncat|K AE T' });
    const body = sentBody('/phonogram/submit-practice');
    expect(body.get('phonogram_id')).toBe('short-a');
    expect(body.get('word_id')).toBe('1');
    expect(body.get('guid')).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(body.get('phones') ?? '[]')[1]).toEqual({ phone: 'AE', ipa: 'æ', score: 16.9, type: 'mispronunciation', start_ms: 1080, end_ms: 1300 });
    expect(body.get('word_score')).toBe('52.3');
    expect(body.get('is_rejected')).toBe('0');
    // Through both words to the end of the practice.
    await userEvent.click(screen.getByTestId('practice-next'));
    expect((await screen.findByTestId('practice-position')).textContent).toBe('2 / 2 語目');
    await userEvent.click(screen.getByTestId('practice-next'));
    expect((await screen.findByTestId('practice-done-summary')).textContent).toBe('1語中 0語で、目標の音が正しく言えました。');
  });

  it('asks for another reading when the result has no phones for the word, and posts nothing', async () => {
    const recorder = recorderHarness(() => ({ ...betResult, words: [] }));
    renderPage(<PhonogramPracticePage recorderDependencies={recorder.dependencies} />, { path: '/phonogram/practice', url: '/phonogram/practice?id=short-a' });
    await readOnce(recorder.advance);
    expect((await screen.findByTestId('practice-not-heard')).textContent).toContain('聞き取れませんでした');
    expect(server.requests.some((request) => request.path === '/phonogram/submit-practice')).toBe(false);
  });
});

describe('PhonogramChallengePage', () => {
  const challenge = (seconds = 120) => ({
    challenge_id: 42,
    started_at: new Date().toISOString(),
    ends_at: new Date(Date.now() + seconds * 1000).toISOString(),
    time_limit_sec: seconds,
    items: [
      { position: 1, ...shortA, ...word(2, 'bat', 'バット', 'B AE T', 1, 2) },
      { position: 2, phonogram_id: 'i-e', group: 'long-vowel', title: 'i_e（bike の i）', spellings: ['i_e'], ipa: 'aɪ', target_phones: ['AY'], word_id: 9, word: 'bike', meaning: '自転車', phones: 'B AY K', segments: [{ text: 'b', target: false }, { text: 'i', target: true }, { text: 'k', target: false }, { text: 'e', target: true }] },
    ],
  });

  it('reads the words against the clock, marks each at once and sends every answer when done', async () => {
    const recorder = recorderHarness();
    server.route('POST', '/phonogram/start-challenge', () => ({ data: challenge() }));
    server.route('POST', '/phonogram/submit-challenge', () => ({ data: {} }));
    const { router } = renderPage(<PhonogramChallengePage recorderDependencies={recorder.dependencies} />, { path: '/phonogram/challenge' });
    await screen.findByRole('option', { name: '短母音' });
    await userEvent.selectOptions(screen.getByTestId('challenge-group'), 'short-vowel');
    await userEvent.click(screen.getByTestId('challenge-start'));
    expect(sentBody('/phonogram/start-challenge').get('group')).toBe('short-vowel');
    expect((await screen.findByTestId('challenge-timer')).textContent).toMatch(/^(2:00|1:59)$/);
    await readOnce(recorder.advance);
    const mark = await screen.findByTestId('target-mark');
    expect(mark.getAttribute('data-reason')).toBe('low_score');
    await userEvent.click(screen.getByTestId('challenge-next'));
    // The second word skipped: the last button finishes.
    expect(screen.getByTestId('challenge-skip').textContent).toBe('終えて結果を見る');
    await userEvent.click(screen.getByTestId('challenge-skip'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phonogram/result'));
    expect(router.state.location.search).toBe('?challenge_id=42');
    const body = sentBody('/phonogram/submit-challenge');
    expect(body.get('challenge_id')).toBe('42');
    const answers = JSON.parse(body.get('answers') ?? '[]') as { position: number; word_score: number }[];
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ position: 1, word_score: 52.3, is_rejected: 0 });
  });

  it('sends what was answered when the time is up and opens the result even when the server says it is too late', async () => {
    server.route('POST', '/phonogram/start-challenge', () => ({ data: challenge(1) }));
    server.route('POST', '/phonogram/submit-challenge', () => ({ errcode: 423, errmsg: '制限時間を過ぎたため、このチャレンジの答えは受け付けられません。' }));
    const { router } = renderPage(<PhonogramChallengePage recorderDependencies={recorderHarness().dependencies} />, { path: '/phonogram/challenge' });
    await userEvent.click(await screen.findByTestId('challenge-start'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phonogram/result'), { timeout: 4000 });
    expect(JSON.parse(sentBody('/phonogram/submit-challenge').get('answers') ?? '')).toEqual([]);
  });
});

describe('PhonogramChallengePage when the answers cannot be sent', () => {
  it('keeps the answers and offers to send them again', async () => {
    let refuse = true;
    server.route('POST', '/phonogram/start-challenge', () => ({
      data: { challenge_id: 43, started_at: new Date().toISOString(), ends_at: new Date(Date.now() + 120_000).toISOString(), time_limit_sec: 120, items: [{ position: 1, ...shortA, ...word(2, 'bat', 'バット', 'B AE T', 1, 2) }] },
    }));
    server.route('POST', '/phonogram/submit-challenge', () => (refuse ? { errcode: 500, errmsg: 'サーバーで問題が起きました。' } : { data: {} }));
    const { router } = renderPage(<PhonogramChallengePage recorderDependencies={recorderHarness().dependencies} />, { path: '/phonogram/challenge' });
    await userEvent.click(await screen.findByTestId('challenge-start'));
    await userEvent.click(await screen.findByTestId('challenge-skip'));
    const resend = await screen.findByTestId('challenge-resend');
    refuse = false;
    await userEvent.click(resend);
    await waitFor(() => expect(router.state.location.pathname).toBe('/phonogram/result'));
    expect(server.requests.filter((request) => request.path === '/phonogram/submit-challenge')).toHaveLength(2);
  });
});

describe('PhonogramResultPage', () => {
  it('shows the score, each word’s mark and the sounds to work on linking to their explanation', async () => {
    server.route('GET', '/phonogram/challenge-result', () => ({
      data: {
        challenge_id: 42,
        started_at: '2030-01-01T00:00:00.000Z',
        ends_at: '2030-01-01T00:02:00.000Z',
        submitted_at: '2030-01-01T00:01:00.000Z',
        timed_out: false,
        score: 50,
        right: 1,
        answered: 2,
        total: 2,
        items: [
          { position: 1, ...shortA, ...word(2, 'bat', 'バット', 'B AE T', 1, 2), answered: true, is_right: false, reason: 'low_score', target: { phones: ['AE'], ipa: 'æ', score: 16.9 }, word_score: 52.3, tip_ja: '「エ」の口で「ア」。' },
          { position: 2, ...shortA, ...word(1, 'cat', 'ネコ', 'K AE T', 1, 2), answered: true, is_right: true, reason: 'right', target: { phones: ['AE'], ipa: 'æ', score: 91 }, word_score: 88, tip_ja: '' },
        ],
        to_work_on: [{ phonogram_id: 'short-a', title: '短い a（cat の a）', ipa: 'æ', tip_ja: '「エ」の口で「ア」。', wrong: 1 }],
      },
    }));
    renderPage(<PhonogramResultPage />, { path: '/phonogram/result', url: '/phonogram/result?challenge_id=42' });
    expect((await screen.findByTestId('result-summary')).textContent).toBe('2語中 1語 正解');
    const rows = screen.getAllByTestId('result-row');
    expect(rows.map((row) => [row.getAttribute('data-word'), row.getAttribute('data-right'), row.getAttribute('data-target-score')])).toEqual([
      ['bat', '0', '16.9'],
      ['cat', '1', '91'],
    ]);
    const sound = screen.getByTestId('work-on-sound');
    expect(within(sound).getByTestId('work-on-link').getAttribute('href')).toBe('/phonogram/detail?id=short-a');
    expect(sound.textContent).toContain('「エ」の口で「ア」。');
  });

  it('shows the server’s message for another student’s challenge', async () => {
    server.route('GET', '/phonogram/challenge-result', () => ({ errcode: 404, errmsg: 'このチャレンジは見つかりませんでした。新しいチャレンジを始めてください。' }));
    renderPage(<PhonogramResultPage />, { path: '/phonogram/result', url: '/phonogram/result?challenge_id=7' });
    expect((await screen.findByTestId('phonogram-not-found')).textContent).toContain('このチャレンジは見つかりませんでした');
  });
});
