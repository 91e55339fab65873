/**
 * Opening a book on a mobile profile: from the tap on 読む on a book's details page to the
 * reader's first page of text on screen (the first sentences painted), for the shortest and the
 * longest book.
 *
 *   pnpm --filter e2e bench:ebook-reader                       # starts its own seeded portal (built front ends)
 *   PORTAL_URL=http://127.0.0.1:18800 pnpm --filter e2e bench:ebook-reader
 *
 * The portal is already loaded (the student is on the book's details page), so what is measured
 * is what opening a book costs: the reader's chunk the first time, the book's text
 * (/v3/ebook/read) and the first render, under the same throttling as bench:home (CPU x4, 150 ms
 * latency, 1.6 Mbit/s down). The details page fetches the reader's code and the text ahead of the
 * tap; the tap comes as soon as 読む shows, so that head start is as short as it can be. Env: BENCH_RUNS (default 5) and bench:home's throttling variables.
 * Goal: first page within 1,000 ms.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { ACCOUNT, DEVICE_SCALE, PASSWORD, signIn, startOwnPortal, THROTTLE, VIEWPORT } from './bench-portal';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 1000;
const TIMEOUT_MS = 60_000;

type Book = { book_id: number; code: string; word_count: number };

async function books(base: string): Promise<Book[]> {
  const login = await fetch(`${base}/v3/student/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ account: ACCOUNT, password: PASSWORD }) });
  const session = ((await login.json()) as { data: { token: string; user_id?: number; student_id?: number; id?: number } }).data;
  const studentId = session.student_id ?? session.user_id ?? session.id;
  const list = await fetch(`${base}/v3/ebook/list?student_id=${studentId}`, { headers: { authorization: `Bearer ${session.token}` } });
  const body = (await list.json()) as { data?: { list: Book[] }; errmsg?: string };
  if (!body.data) throw new Error(`bench: /v3/ebook/list failed: ${body.errmsg}`);
  return [...body.data.list].sort((a, b) => a.word_count - b.word_count);
}

/** One opening: a fresh context (signed in), the details page loaded unthrottled, then the tap measured under throttling. */
async function openOnce(browser: Browser, base: string, book: Book, firstInContext: boolean): Promise<number> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: VIEWPORT, deviceScaleFactor: DEVICE_SCALE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await signIn(page, base);
    if (!firstInContext) {
      // A returning reader: the reader's code is already in the browser; only the book is new.
      await page.goto(`${base}/ebook/details/${book.book_id}`);
      await page.getByTestId('read-book').click();
      await page.getByTestId('sentence').first().waitFor({ timeout: TIMEOUT_MS });
      await page.goto(`${base}/home`);
    }
    // Throttled from the details page on: what it fetches ahead of the tap (the reader's code,
    // the book's text) travels over the same slow network and CPU as the tap itself.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLE.latencyMs, downloadThroughput: THROTTLE.downloadBytesPerSecond, uploadThroughput: THROTTLE.uploadBytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
    await page.goto(`${base}/ebook/details/${book.book_id}`, { timeout: TIMEOUT_MS });
    const read = page.getByTestId('read-book');
    // The student taps as soon as the button shows: whatever was fetched ahead of it by then is all the help there is.
    await read.waitFor({ timeout: TIMEOUT_MS });
    const started = await page.evaluate(() => performance.now());
    await read.click();
    await page.getByTestId('sentence').first().waitFor({ timeout: TIMEOUT_MS });
    // Painted: the frame after the text is in the document.
    const shown = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return shown - started;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const own = process.env.PORTAL_URL ? null : await startOwnPortal();
  const base = process.env.PORTAL_URL ?? own!.url;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const list = await books(base);
    const picks = [list[0]!, list.at(-1)!];
    console.info(`bench: opening a book on ${base} as ${ACCOUNT}, ${RUNS} runs each (latency ${THROTTLE.latencyMs} ms, down ${THROTTLE.downloadBytesPerSecond} B/s, CPU x${THROTTLE.cpuRate}, ${VIEWPORT.width}x${VIEWPORT.height})`);
    for (const book of picks) {
      for (const first of [true, false]) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) times.push(await openOnce(browser, base, book, first));
        const label = first ? 'first book of the visit (reader code loaded too)' : 'another book (reader code already loaded)';
        console.info(`${book.code} (${book.word_count} words), ${label}: median ${median(times).toFixed(0)} ms [${times.map((t) => t.toFixed(0)).join(', ')}] (goal <= ${GOAL_MS} ms)`);
      }
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
