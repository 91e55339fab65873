// remote-aistudy's writing pages (issue 16): a student writes a topic essay with planted errors
// and sees them marked at their spans with comments, an off-topic essay is refused with the
// server's message and the text kept; the teacher (teacher01, signed in on the teachers' page)
// comments on a span of a homework essay and the student sees it signed with the teacher's name;
// every writing route opens a real screen. Data the flows start from is made through the API.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet, studentPost } from './shell-support';

/** The student of the essay flows: in the business class, which teacher01 teaches and which has the writing homework. */
const STUDENT = 'biz02';
/** The student whose essays the route walk opens (its own data, so the flows do not depend on each other). */
const WALKER = 'biz03';
const HOMEWORK_TITLE = '宿題：英作文「制服」';

type Session = { token: string; student_id: number };
type TopicList = { list: { topic_id: number; code: string; title: string }[] };

/** Two planted learner errors: third-person -s ("My brother go") and the plural after a number ("two dog"). */
const PLANTED = 'My favorite season is summer. My brother go to the sea with me every summer. We have two dog and they swim with us. I like the hot weather.';
const PLANTED_ERRORS = ['go', 'dog'];
const OFF_TOPIC = 'My father works at a bank in Tokyo. He takes the train every morning and reads the newspaper on the way. He comes home late at night and eats dinner with us.';
const HOMEWORK_ESSAY =
  'I think students should wear school uniforms. First, uniforms save money for families because parents do not need to buy many clothes. Second, students do not have to choose clothes every morning, so they can go to school quickly. For these reasons, I believe uniforms are good for all students.';
/** A 1x1 PNG: a real image for the photo upload (the server checks the bytes). */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TEACHER_COMMENT = 'I believe と言い切ると、意見がもっと伝わります。';

async function topicId(portalUrl: string, session: Session, code: string): Promise<number> {
  const topics = await studentGet<TopicList>(portalUrl, session, '/writing/topic-list', { source: 'ai' });
  const topic = topics.list.find((entry) => entry.code === code);
  if (!topic) throw new Error(`writing topic ${code} is not seeded`);
  return topic.topic_id;
}

async function writingHomeworkId(portalUrl: string, session: Session): Promise<number> {
  const list = await studentGet<{ items: { homework_id: number; title: string }[] }>(portalUrl, session, '/homework/list', { limit: '50' });
  const found = list.items.find((item) => item.title === HOMEWORK_TITLE);
  if (!found) throw new Error(`homework ${HOMEWORK_TITLE} is not seeded`);
  return found.homework_id;
}

/** Posts an essay as the pages do and returns its guid. */
async function submitEssay(portalUrl: string, session: Session, fields: Record<string, string>): Promise<string> {
  const answer = await studentPost<{ guid: string }>(portalUrl, session, '/textbook/submit-itr-topic-writing', { guid: randomUUID(), ...fields });
  return answer.guid;
}

/** The marked span of the essay that covers `word` (its first whole-word occurrence after `after`). */
async function markCovering(page: Page, text: string, word: string, after = 0): Promise<Locator> {
  const start = text.indexOf(` ${word} `, after) + 1;
  const end = start + word.length;
  const marks = page.getByTestId('writing-mark');
  const count = await marks.count();
  for (let index = 0; index < count; index += 1) {
    const mark = marks.nth(index);
    const from = Number(await mark.getAttribute('data-start'));
    const to = Number(await mark.getAttribute('data-end'));
    if (from <= start && to >= end) return mark;
  }
  throw new Error(`no mark covers "${word}" at ${start}-${end}`);
}

test('a topic essay: planted errors marked at their spans with comments, an off-topic essay refused with the text kept', async ({ loginAs, page }) => {
  test.setTimeout(90_000);
  await loginAs(page, STUDENT);

  // The skill-up writing tab leads to the essay pages.
  await page.goto('/skillup/list/writing');
  await page.getByTestId('skillup-essays').getByRole('link', { name: 'テーマ別英作文' }).click();
  await expect(page).toHaveURL(/\/skillup\/writing\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '英作文' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '英検3級' })).toBeVisible();
  await saveScreenshot(page, 'writing-index');
  await expectNoSeriousA11yViolations(page, 'writing index');

  await page.getByRole('link', { name: '「好きな季節」を書く' }).click();
  await expect(page).toHaveURL(/\/skillup\/writing\/form\?topic_id=\d+$/);
  const box = page.getByRole('textbox', { name: 'あなたの英作文' });

  // Off topic: the server refuses with its message; the text stays in the box.
  await box.fill(OFF_TOPIC);
  await page.getByTestId('writing-submit').click();
  await expect(page.getByTestId('writing-refusal')).toHaveText('テーマと関係のない内容のようです。「好きな季節」について書いてください。');
  await expect(box).toHaveValue(OFF_TOPIC);
  await expect(page).toHaveURL(/\/skillup\/writing\/form/);
  await saveScreenshot(page, 'writing-refused');
  await expectNoSeriousA11yViolations(page, 'writing form refused');

  // A photo of the handwritten work goes with it (uploaded when chosen, previewed).
  await page.getByTestId('image-input').setInputFiles({ name: 'notebook.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await expect(page.getByTestId('writing-photo-preview')).toBeVisible();

  // The planted essay: the word count is within the range, the result marks both errors.
  await box.fill(PLANTED);
  await expect(page.getByTestId('writing-counter')).toHaveText('29語（目安 25〜35語）');
  await page.getByTestId('writing-submit').click();
  await expect(page).toHaveURL(/\/skillup\/writing\/result\?guid=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('writing-text')).toHaveText(new RegExp(`^${PLANTED.slice(0, 20)}`));
  await expect(page.getByTestId('writing-mark').first()).toBeVisible();
  for (const word of PLANTED_ERRORS) {
    const mark = await markCovering(page, PLANTED, word);
    const tip = mark.getByRole('tooltip');
    await expect(tip).toBeHidden();
    await mark.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('AIのコメント');
    await page.mouse.move(0, 0);
  }
  // The tips open on keyboard focus too.
  const first = await markCovering(page, PLANTED, 'go');
  await first.focus();
  await expect(first.getByRole('tooltip')).toBeVisible();
  await expect(page.getByTestId('writing-error-count')).not.toHaveText('0か所');
  await expect(page.getByTestId('writing-general-comment')).not.toBeEmpty();
  await expect(page.getByTestId('writing-evaluation').getByRole('meter')).toHaveCount(4);
  await saveScreenshot(page, 'writing-result');
  await expectNoSeriousA11yViolations(page, 'writing result');

  // The photo handed in with it.
  await page.getByTestId('writing-photo-button').click();
  const photo = page.getByRole('dialog', { name: '手書きの答案' });
  await expect(photo.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);
  await photo.getByRole('button', { name: '閉じる' }).click();
  await expect(photo).toHaveCount(0);

  // Model answer on demand, and the essay in the history.
  await page.getByRole('button', { name: '模範解答を見る' }).click();
  await expect(page.getByTestId('writing-model-answer')).toBeVisible();
  await page.goto('/skillup/writing/history');
  await expect(page.getByTestId('writing-history-row').first()).toContainText('好きな季節');
});

test('the teacher comments on a span of a homework essay; the student sees it with the teacher’s name', async ({ browser, loginAs, page, portal }) => {
  test.setTimeout(90_000);
  // The homework essay, handed in through the API before the browser signs the student in.
  const session = await apiLogin(portal.url, STUDENT);
  const homeworkId = await writingHomeworkId(portal.url, session);
  const uniforms = await topicId(portal.url, session, 'p2-school-uniforms');
  const guid = await submitEssay(portal.url, session, { content: HOMEWORK_ESSAY, topic_id: String(uniforms), source: 'ai', homework_id: String(homeworkId) });

  // The teacher, in a browser of their own: signs in on the page, opens the essay, selects "think" by keyboard.
  const teacherContext = await browser.newContext({ baseURL: portal.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const teacher = await teacherContext.newPage();
  await teacher.goto('/ai-writing/teacher');
  await expect(teacher.getByRole('heading', { level: 1, name: '英作文の添削（先生用）' })).toBeVisible();
  await teacher.getByLabel('先生のID').fill('teacher01');
  await teacher.getByLabel('パスワード').fill('pass1234');
  await teacher.getByRole('button', { name: 'ログイン' }).click();
  await expect(teacher.getByTestId('teacher-list').getByTestId('teacher-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(teacher, 'teacher list');
  await teacher.locator(`a[href*="guid=${guid}"]`).click();
  const text = teacher.getByTestId('teacher-text');
  await expect(text).toHaveValue(HOMEWORK_ESSAY);
  await text.focus();
  await teacher.keyboard.press('Control+Home');
  for (let i = 0; i < 2; i += 1) await teacher.keyboard.press('ArrowRight');
  for (let i = 0; i < 'think'.length; i += 1) await teacher.keyboard.press('Shift+ArrowRight');
  await expect(teacher.getByTestId('teacher-selection')).toHaveText('選んだ部分：「think」');
  await teacher.getByTestId('teacher-comment').fill(TEACHER_COMMENT);
  await teacher.getByRole('button', { name: 'コメントを保存' }).click();
  await expect(teacher.getByTestId('teacher-notes')).toContainText(TEACHER_COMMENT);
  await saveScreenshot(teacher, 'writing-teacher');
  await expectNoSeriousA11yViolations(teacher, 'teacher editor');
  await teacherContext.close();

  // The student: the span is marked as the teacher's, the tip names the teacher.
  await loginAs(page, STUDENT);
  await page.goto(`/ai-writing/result?guid=${guid}`);
  const note = page.locator('[data-testid="writing-mark"][data-kind="teacher"][data-start="2"][data-end="7"]');
  await expect(note).toHaveText(/^think/);
  await note.hover();
  await expect(note.getByRole('tooltip')).toContainText(`佐藤先生のコメント${TEACHER_COMMENT}`);
  await expect(page.getByTestId('writing-teacher-notes')).toContainText(TEACHER_COMMENT);
  await saveScreenshot(page, 'writing-teacher-note');
  await expectNoSeriousA11yViolations(page, 'writing result with teacher note');

  // The homework's page lists the writing topic and leads to the writing homework page.
  await page.goto(`/homework/detail?homework_id=${homeworkId}`);
  const writingTopic = page.getByTestId('homework-writing-topic');
  await expect(writingTopic).toContainText('制服');
  await writingTopic.getByRole('link', { name: 'もう一度' }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-writing/homework-detail\\?homework_id=${homeworkId}$`));
  await expect(page.getByTestId('writing-homework-submissions').getByRole('link')).not.toHaveCount(0);
  await expect(page.getByTestId('writing-form')).toBeVisible();
});

test('every writing route opens a real screen', async ({ loginAs, page, portal }) => {
  test.setTimeout(120_000);
  const session = await apiLogin(portal.url, WALKER);
  const season = await topicId(portal.url, session, 'e3-favorite-season');
  const homeworkId = await writingHomeworkId(portal.url, session);
  const essay = 'My favorite season is spring. The weather is warm and I can see many flowers in the park. I like to walk there with my dog after school every day.';
  const skillupGuid = await submitEssay(portal.url, session, { content: essay, topic_id: String(season), source: 'skillup' });
  const aiGuid = await submitEssay(portal.url, session, { content: essay, topic_id: String(season), source: 'ai' });
  await loginAs(page, WALKER);

  const routes: { path: string; heading: string; ready: string; shot: string }[] = [
    { path: '/skillup/writing/index', heading: '英作文', ready: 'writing-topic', shot: 'index' },
    { path: `/skillup/writing/form?topic_id=${season}`, heading: '英作文を書く', ready: 'writing-form', shot: 'form' },
    { path: `/skillup/writing/result?guid=${skillupGuid}`, heading: '英作文の結果', ready: 'writing-result', shot: 'result-skillup' },
    { path: '/skillup/writing/history', heading: '英作文の履歴', ready: 'writing-history-row', shot: 'history' },
    { path: `/skillup/writing/history/deep?topic_id=${season}`, heading: 'テーマごとの記録', ready: 'writing-score-chart', shot: 'history-deep' },
    { path: '/skillup/ai-writing', heading: 'AI英作文', ready: 'writing-topic', shot: 'ai-home' },
    { path: '/ai-writing/list', heading: 'AI英作文のテーマ一覧', ready: 'writing-topic', shot: 'ai-list' },
    { path: `/ai-writing/detail?topic_id=${season}`, heading: '英作文を書く', ready: 'writing-form', shot: 'ai-detail' },
    { path: `/ai-writing/result?guid=${aiGuid}`, heading: '英作文の結果', ready: 'writing-result', shot: 'ai-result' },
    { path: `/ai-writing/result/analysis?guid=${aiGuid}`, heading: '文ごとの分析と評価', ready: 'writing-sentences', shot: 'ai-analysis' },
    { path: '/ai-writing/history', heading: '英作文の履歴', ready: 'writing-history-row', shot: 'ai-history' },
    { path: `/ai-writing/homework-detail?homework_id=${homeworkId}`, heading: '英作文の宿題', ready: 'writing-form', shot: 'ai-homework' },
    { path: '/ai-writing/teacher', heading: '英作文の添削（先生用）', ready: 'teacher-sign-in', shot: 'teacher-sign-in' },
  ];
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page, route.path).toHaveURL(new RegExp(`${route.path.split('?')[0]!.replace(/\//g, '\\/')}`));
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true }), route.path).toBeVisible();
    await expect(page.getByTestId(route.ready).first(), route.path).toBeVisible();
    await expect(page.getByTestId('page-not-loaded')).toHaveCount(0);
    await saveScreenshot(page, `writing-route-${route.shot}`);
    await expectNoSeriousA11yViolations(page, route.path);
  }
  // A guid that is not the student's (or does not exist) is a clear message, not an empty screen.
  await page.goto(`/skillup/writing/result?guid=${randomUUID()}`);
  await expect(page.getByTestId('writing-result-not-found')).toBeVisible();
});
