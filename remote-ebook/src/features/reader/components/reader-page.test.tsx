// The reader on a scripted server: the restored position, the audio run moving the highlight on
// each sentence's `ended`, glosses, the lookup (remote-words' module through a registered loader),
// reading aloud through shared-speech's real recorder (scripted microphone and socket), and what
// the reader posts (position, reading logs).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerExposedModuleLoader } from 'shared-ui';
import type { PcmSource, RecorderDependencies } from 'shared-speech';
import { scriptedSpeech } from 'shared-speech/testing';
import { renderPage, scriptServer, startTestSession, type ScriptedServer } from 'shared-ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingBook, ReadingSentence } from '../../books/api/get-reading';
import { OUTBOX_STORAGE_KEY } from '../api/reading-outbox';
import { useReaderSettings } from '../stores/reader-settings';
import { ReaderPage } from './reader-page';

const sentence = (sentence_index: number, text: string): ReadingSentence => ({
  sentence_index,
  text,
  words: text.split(' ').length,
  audio_url: `/resources/ebook/a/${sentence_index}-${text.length}.mp3`,
  duration_ms: 1500,
});

const brief = {
  book_id: 7,
  code: 'a-new-home',
  title: 'A New Home',
  title_jp: '新しい家',
  level: 1,
  level_name: 'レベル1',
  genre: 'fiction' as const,
  genre_jp: '物語',
  topic_jp: '家族',
  word_count: 40,
  chapter_count: 2,
  reading_minutes: 1,
  cover_url: '/resources/ebook/a.svg',
  summary_jp: 'あらすじ',
  first_line: 'Emma looked at the house.',
  on_shelf: 1 as const,
  progress: null,
  rating: { average: null, count: 0 },
  voice: 'en-US',
};

const book = (position: ReadingBook['position']): ReadingBook => ({
  book: brief,
  chapters: [
    {
      chapter_index: 0,
      title: 'The House',
      title_jp: '家',
      word_count: 18,
      paragraphs: [[sentence(0, 'Emma looked at the house.'), sentence(1, 'It was old and enormous.')], [sentence(2, 'She went inside slowly.')]],
    },
    { chapter_index: 1, title: 'The Garden', title_jp: '庭', word_count: 9, paragraphs: [[sentence(0, 'The garden was green.'), sentence(1, 'Emma smiled.')]] },
  ],
  glosses: [{ word: 'enormous', forms: [], ja: 'とても大きい' }],
  position,
});

const scoreResult = {
  category: 'read_sentence',
  ref_text: 'She went inside slowly.',
  total_score: 76.4,
  accuracy_score: 71.2,
  fluency_score: 88.6,
  integrity_score: 100,
  is_rejected: false,
  recognized_text: 'she went inside slowly',
  audio_ms: 2600,
  speech_ms: 1500,
  speed_wpm: 100,
  words: [
    { index: 0, word: 'She', ref_index: 0, type: 'correct', score: 92, start_ms: 500, end_ms: 700, phones: [] },
    { index: 1, word: 'went', ref_index: 1, type: 'correct', score: 70, start_ms: 700, end_ms: 900, phones: [] },
    { index: 2, word: 'inside', ref_index: 2, type: 'mispronunciation', score: 40, start_ms: 900, end_ms: 1200, phones: [] },
    { index: 3, word: 'slowly', ref_index: 3, type: 'omission', score: 0, start_ms: 0, end_ms: 0, phones: [] },
  ],
  poorly_words: ['inside'],
  evaluate_html: '',
};

/** The reader's recorder on a scripted microphone and speech-server socket that scores `scoreResult`. */
const recorderHarness = (createSource?: () => PcmSource) => scriptedSpeech(() => ({ result: scoreResult }), { encoder: true, ...(createSource ? { createSource } : {}) });

// The audio element the portal's one player plays through: play() resolves, `ended` is fired by the test.
let playing: HTMLMediaElement | null = null;
const endSentence = () =>
  act(async () => {
    playing?.dispatchEvent(new Event('ended'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

let server: ScriptedServer;
const posts = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.path === path).map((request) => Object.fromEntries(new URLSearchParams(request.body as URLSearchParams)));
const current = () => screen.getAllByTestId('sentence').find((element) => element.getAttribute('aria-current') === 'true');

beforeAll(() => startTestSession());
beforeEach(() => {
  localStorage.clear();
  useReaderSettings.setState({ fontScale: 1, glosses: true, rate: 1 });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    playing = (play.mock.contexts.at(-1) as HTMLMediaElement | undefined) ?? null;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
  registerExposedModuleLoader(async () => ({ WordLookup: ({ word }: { word: string }) => <p data-testid="fake-lookup">entry of {word}</p> }));
  server = scriptServer({
    'GET /ebook/read': () => ({ data: book({ chapter_index: 0, sentence_index: 1, percent: 40, finished: 0, updated_at: '2030-01-01T00:00:00.000Z' }) }),
    'POST /ebook/position': ({ body }) => {
      const sent = new URLSearchParams(body as URLSearchParams);
      return { data: { position: { chapter_index: Number(sent.get('chapter_index')), sentence_index: Number(sent.get('sentence_index')), percent: 60, finished: 0, updated_at: '2030-01-01T00:00:00.000Z' } } };
    },
    'POST /ebook/reading-log': () => ({ data: { saved: 1 } }),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const openReader = (recorderDependencies?: Partial<RecorderDependencies>) => renderPage(<ReaderPage recorderDependencies={recorderDependencies} />, { path: '/ebook/reading/:id', url: '/ebook/reading/7' });

describe('ReaderPage', () => {
  it('opens at the saved position: its chapter, the sentence marked and scrolled to', async () => {
    openReader();
    await screen.findByTestId('reader-text');
    expect(server.requests[0]).toMatchObject({ path: '/ebook/read', params: { book_id: 7 } });
    expect((screen.getByTestId('chapter-select') as HTMLSelectElement).value).toBe('0');
    const marked = current();
    expect(marked?.getAttribute('data-sentence')).toBe('1');
    expect(marked?.textContent).toContain('It was old and');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(marked);
    // Nothing moved yet: no position is posted.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(posts('/ebook/position')).toHaveLength(0);
  });

  it('starts at the first sentence of a book never opened', async () => {
    server.route('GET', '/ebook/read', () => ({ data: book(null) }));
    openReader();
    await screen.findByTestId('reader-text');
    expect(current()?.getAttribute('data-sentence')).toBe('0');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('plays from the current sentence on, the highlight moving on each ended, into the next chapter for the whole book', async () => {
    useReaderSettings.setState({ rate: 1.25 });
    openReader();
    await userEvent.click(await screen.findByTestId('play-book'));
    await waitFor(() => expect(playing?.getAttribute('src')).toBe('/resources/ebook/a/1-24.mp3'));
    expect(playing?.playbackRate).toBe(1.25);
    expect(current()?.getAttribute('data-spoken')).toBe('1');
    expect(current()?.getAttribute('data-sentence')).toBe('1');
    await endSentence();
    expect(current()?.getAttribute('data-sentence')).toBe('2');
    expect(current()?.getAttribute('data-spoken')).toBe('1');
    expect(playing?.getAttribute('src')).toBe('/resources/ebook/a/2-23.mp3');
    await endSentence();
    // On into chapter 2.
    expect((screen.getByTestId('chapter-select') as HTMLSelectElement).value).toBe('1');
    expect(current()?.textContent).toContain('The garden was green.');
    // Pause and resume, then stop.
    await userEvent.click(screen.getByTestId('audio-pause'));
    expect(screen.getByTestId('audio-resume')).toBeTruthy();
    await userEvent.click(screen.getByTestId('audio-resume'));
    await userEvent.click(screen.getByTestId('audio-stop'));
    expect(screen.getByTestId('play-chapter')).toBeTruthy();
    expect(current()?.getAttribute('data-spoken')).toBeNull();
    // The chapter left posted its log: the two sentences passed (5 + 4 words), at least a second.
    const [log] = posts('/ebook/reading-log');
    expect(log).toMatchObject({ book_id: '7', chapter_index: '0', words: '9' });
    expect(Number(log?.seconds)).toBeGreaterThanOrEqual(1);
    expect(log?.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // A second after the last move the position is saved.
    await waitFor(() => expect(posts('/ebook/position')).toEqual([{ book_id: '7', chapter_index: '1', sentence_index: '0' }]), { timeout: 2500 });
  });

  it('reading silently, the sentence scrolled to the top becomes current and its place is saved', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    server.route('GET', '/ebook/read', () => ({ data: book(null) }));
    openReader();
    await screen.findByTestId('reader-text');
    const entry = (element: Element, top: number) => ({ target: element, isIntersecting: true, boundingClientRect: { top } }) as unknown as IntersectionObserverEntry;
    // The first report is where the page is: it moves nothing.
    act(() => report([entry(observed[1]!, 10)], {} as IntersectionObserver));
    expect(current()?.getAttribute('data-sentence')).toBe('0');
    act(() => report([entry(observed[2]!, 40), entry(observed[1]!, 5)], {} as IntersectionObserver));
    expect(current()?.getAttribute('data-sentence')).toBe('1');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    await waitFor(() => expect(posts('/ebook/position')).toEqual([{ book_id: '7', chapter_index: '0', sentence_index: '1' }]), { timeout: 2500 });
    vi.unstubAllGlobals();
  });

  it('plays one sentence from its own button and stops at its end', async () => {
    openReader();
    await screen.findByTestId('reader-text');
    const third = screen.getAllByTestId('sentence')[2]!;
    await userEvent.click(within(third).getByTestId('sentence-play'));
    await waitFor(() => expect(playing?.getAttribute('src')).toBe('/resources/ebook/a/2-23.mp3'));
    expect(current()).toBe(third);
    await endSentence();
    expect(screen.getByTestId('play-chapter')).toBeTruthy();
    expect(current()).toBe(third);
  });

  it('shows the Japanese of the words above the level, and hides it when turned off (kept on the device)', async () => {
    openReader();
    await screen.findByTestId('reader-text');
    expect(screen.getAllByTestId('gloss').map((gloss) => gloss.textContent)).toEqual(['とても大きい']);
    await userEvent.click(screen.getByTestId('gloss-toggle'));
    expect(screen.queryAllByTestId('gloss')).toHaveLength(0);
    expect(screen.getByTestId('gloss-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('ebook-reader-settings') ?? '{}').state.glosses).toBe(false);
  });

  it('shows a phrase gloss once over its words, each word of it still looked up by itself; single words and forms keep theirs', async () => {
    const phrases = book(null);
    phrases.chapters[0]!.paragraphs = [[sentence(0, 'Emma took off her coat at the Lost and Found.'), sentence(1, 'It was old and enormous.')]];
    phrases.glosses = [...phrases.glosses, { word: 'take off', forms: ['took off', 'taking off'], ja: '脱ぐ' }, { word: 'lost and found', forms: [], ja: '遺失物取扱所' }];
    server.route('GET', '/ebook/read', () => ({ data: phrases }));
    openReader();
    await screen.findByTestId('reader-text');
    expect(screen.getAllByTestId('gloss').map((gloss) => gloss.textContent)).toEqual(['脱ぐ', '遺失物取扱所', 'とても大きい']);
    const phraseWords = (ja: string) => {
      const ruby = screen.getAllByTestId('gloss').find((gloss) => gloss.textContent === ja)?.closest('ruby');
      return ruby ? within(ruby as HTMLElement).queryAllByTestId('word') : [];
    };
    // The phrase's form (took off) and its whole-phrase match (Lost and Found, any case, the full stop left out).
    expect(phraseWords('脱ぐ').map((word) => word.textContent)).toEqual(['took', 'off']);
    expect(phraseWords('遺失物取扱所').map((word) => word.textContent)).toEqual(['Lost', 'and', 'Found']);
    expect(phraseWords('とても大きい')).toEqual([]);
    await userEvent.click(phraseWords('遺失物取扱所')[2]!);
    const dialog = await screen.findByTestId('word-lookup-dialog');
    expect((await within(dialog).findByTestId('fake-lookup')).textContent).toBe('entry of Found');
    expect(current()?.getAttribute('data-sentence')).toBe('0');
    await userEvent.keyboard('{Escape}');
    // The single word keeps its gloss inside its own button.
    const enormous = screen.getAllByTestId('word').find((button) => button.textContent?.startsWith('enormous'));
    expect(within(enormous!).getByTestId('gloss').textContent).toBe('とても大きい');
  });

  it('keeps the text size on the device', async () => {
    openReader();
    fireEvent.change(await screen.findByTestId('font-size'), { target: { value: '1.2' } });
    expect(useReaderSettings.getState().fontScale).toBe(1.2);
    expect(screen.getByTestId('reader-text').style.fontSize).toBe('calc(1.275rem)');
  });

  it('looks a tapped word up with remote-words’ lookup', async () => {
    openReader();
    await screen.findByTestId('reader-text');
    const word = screen.getAllByTestId('word').find((button) => button.textContent === 'went')!;
    await userEvent.click(word);
    const dialog = await screen.findByTestId('word-lookup-dialog');
    expect((await within(dialog).findByTestId('fake-lookup')).textContent).toBe('entry of went');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('word-lookup-dialog')).toBeNull();
  });

  it('scores the current sentence read aloud: total, accuracy, fluency and each word coloured', async () => {
    server.route('GET', '/ebook/read', () => ({ data: book({ chapter_index: 0, sentence_index: 2, percent: 60, finished: 0, updated_at: '2030-01-01T00:00:00.000Z' }) }));
    const recorder = recorderHarness();
    openReader(recorder.dependencies);
    await userEvent.click(await screen.findByTestId('read-aloud'));
    const dialog = await screen.findByTestId('read-aloud-dialog');
    expect(within(dialog).getByTestId('read-aloud-text').textContent).toBe('She went inside slowly.');
    await userEvent.click(within(dialog).getByTestId('read-aloud-record'));
    await within(dialog).findByTestId('read-aloud-stop');
    recorder.advance(1500);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
    await userEvent.click(within(dialog).getByTestId('read-aloud-stop'));
    const result = await within(dialog).findByTestId('read-aloud-result');
    expect(recorder.frames[0]).toMatchObject({ status: 0, category: 'read_sentence', text: 'She went inside slowly.' });
    expect(within(result).getByTestId('read-aloud-total').textContent).toBe('76点');
    expect(within(result).getByTestId('read-aloud-accuracy').textContent).toBe('71');
    expect(within(result).getByTestId('read-aloud-fluency').textContent).toBe('89');
    const words = within(result).getByTestId('read-aloud-words').querySelectorAll('[data-grade]');
    expect([...words].map((word) => word.getAttribute('data-grade'))).toEqual(['good', 'fair', 'poor', 'omitted']);
  });

  it('says in Japanese when the microphone cannot be used', async () => {
    const recorder = recorderHarness(() => ({
      start: async () => {
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      },
      stop: async () => undefined,
    }));
    openReader(recorder.dependencies);
    await userEvent.click(await screen.findByTestId('read-aloud'));
    await userEvent.click(await screen.findByTestId('read-aloud-record'));
    expect((await screen.findByTestId('read-aloud-mic-error')).textContent).toMatch(/^マイクが使えません：.*[ぁ-んァ-ン一-龯]/);
  });

  it('keeps a reading log the server did not get and sends it on the next visit', async () => {
    server.route('POST', '/ebook/reading-log', () => ({ network: true }));
    const view = openReader();
    await screen.findByTestId('reader-text');
    await userEvent.click(screen.getByTestId('play-chapter'));
    await endSentence();
    view.unmount();
    await waitFor(() => expect(posts('/ebook/reading-log').length).toBeGreaterThanOrEqual(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const kept = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as { path: string; body: Record<string, unknown> }[];
    const keptLog = kept.find((entry) => entry.path === '/ebook/reading-log');
    expect(keptLog?.body).toMatchObject({ book_id: 7, chapter_index: 0, words: 5 });
    const tries = posts('/ebook/reading-log').length;
    server.route('POST', '/ebook/reading-log', () => ({ data: { saved: 1 } }));
    openReader();
    await screen.findByTestId('reader-text');
    await waitFor(() => expect(posts('/ebook/reading-log')).toHaveLength(tries + 1));
    expect(posts('/ebook/reading-log')[tries]?.guid).toBe(keptLog?.body.guid);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toEqual([]));
  });

  it('offers the exercises and the impression at the end of the book', async () => {
    server.route('GET', '/ebook/read', () => ({ data: book({ chapter_index: 1, sentence_index: 1, percent: 100, finished: 1, updated_at: '2030-01-01T00:00:00.000Z' }) }));
    openReader();
    const end = await screen.findByTestId('book-end');
    expect(within(end).getByTestId('to-exercises').getAttribute('href')).toBe('/ebook/exercise/info?book_id=7');
    expect(within(end).getByTestId('to-impression').getAttribute('href')).toBe('/ebook/impression/7');
  });
});
