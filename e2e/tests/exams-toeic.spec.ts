// remote-exams: the TOEIC pages. A student opens a TOEIC mock test, answers part of the paper
// (answers kept on the device), reloads midway and finds them kept, ends with the confirmation and
// sees the scaled listening and reading scores, an unanswered item scored 0 in the review; and
// every TOEIC route opens a real screen (a wrong address says so).
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { packageIndex, type Option, type PackageItem, type ResourceSummary } from './exercises-support';
import { apiLogin, expectNoSeriousA11yViolations, saveScreenshot, studentGet } from './shell-support';

/** The student of these flows. */
const STUDENT = 'col02';
/** Reads the catalogue through the API as another student: an API login of STUDENT would end the browser's session. */
const READER = 'col01';

type Session = { token: string; student_id: number };
type Section = { kind: string; title: string; resources: (ResourceSummary & { question_ids: string })[] };
/** A question of the paper as the page numbers it: item by item, sub-question by sub-question. */
type PaperQuestion = { number: number; kind: string; resourceId: number; itemId: string; options: Option[] };

/** TOEIC's parts, its mock tests and the first test's paper in order (with the right answers). */
async function toeicMaterial(portalUrl: string, session: Session) {
  const classes = await studentGet<{ list: { class_id: number; kind: string; title: string }[] }>(portalUrl, session, '/eiken-toeic/get-class-list', { exam: 'toeic' });
  const exams = await studentGet<{ list: { directory_id: number; title: string; minutes: number; item_count: number }[] }>(portalUrl, session, '/eiken-toeic-exam/directory-list', { exam: 'toeic' });
  const biz = await studentGet<{ list: { class_id: number; title: string }[] }>(portalUrl, session, '/biz-toeic/get-class-list');
  const exam = exams.list[0]!;
  const detail = await studentGet<{ sections: Section[] }>(portalUrl, session, '/eiken-toeic-exam/resource-list', { directory_id: String(exam.directory_id) });
  const questions: PaperQuestion[] = [];
  for (const section of detail.sections) {
    for (const resource of section.resources) {
      const wanted = resource.question_ids.split(',').filter(Boolean);
      const items = (await packageIndex(portalUrl, resource)).items.filter((item: PackageItem) => wanted.length === 0 || wanted.includes(item.question_id));
      for (const item of items) {
        const parts = item.questions?.length ? item.questions.map((question) => question.answers) : [item.answers ?? item.choose ?? []];
        for (const options of parts) questions.push({ number: questions.length + 1, kind: section.kind, resourceId: resource.resource_id, itemId: item.question_id, options });
      }
    }
  }
  // The exam's directories also hold the business classes: the seven parts are part1..part7.
  const parts = classes.list.filter((entry) => /^part[1-7]$/.test(entry.kind));
  const firstPart = parts[0]!;
  const partSets = await studentGet<{ list: ResourceSummary[] }>(portalUrl, session, '/eiken-toeic/get-resource-list', { directory_id: String(firstPart.class_id) });
  return { parts, exams: exams.list, exam, sections: detail.sections, questions, biz: biz.list, firstPart, firstSet: partSets.list[0]! };
}

const right = (question: PaperQuestion) => question.options.find((option) => option.correct === 1)!.index;
const wrong = (question: PaperQuestion) => question.options.find((option) => option.correct !== 1)!.index;

/** Goes to question `number` through the palette and chooses option `index`. */
async function answer(page: Page, number: number, index: number) {
  await page.getByTestId('paper-palette').getByRole('button', { name: new RegExp(`^問題 ${number}（`) }).click();
  const question = page.locator(`[data-testid="paper-question"][data-number="${number}"]`);
  await question.locator(`input[value="${index}"]`).check();
  await expect(page.getByTestId('paper-palette').getByRole('button', { name: `問題 ${number}（回答済み）` })).toBeVisible();
}

test('TOEIC mock test: part of the paper answered, kept through a reload, handed in after the confirmation, scaled scores and an unanswered item at 0', async ({ loginAs, page, portal }) => {
  test.setTimeout(120_000);
  const toeic = await toeicMaterial(portal.url, await apiLogin(portal.url, READER));
  const { exam, questions } = toeic;
  const listening = questions.filter((question) => ['part1', 'part2', 'part3', 'part4'].includes(question.kind));
  const reading = questions.filter((question) => !listening.includes(question));
  // Q1 right, Q2 left empty, Q3 wrong; the first reading question right and the last one right.
  const [q1, q2, q3] = listening;
  const r1 = reading[0]!;
  const rLast = reading[reading.length - 1]!;
  await loginAs(page, STUDENT);

  await page.goto('/toeic/index');
  await expect(page.getByTestId('toeic-part')).toHaveCount(toeic.parts.length);
  await expect(page.getByTestId('toeic-part').first()).toContainText('写真');
  await expect(page.getByTestId('toeic-mock')).toHaveCount(toeic.exams.length);
  await expect(page.getByTestId('toeic-biz-class')).toHaveCount(toeic.biz.length);
  await saveScreenshot(page, 'exams-toeic-index');
  await expectNoSeriousA11yViolations(page, 'TOEIC hub');

  await page.getByTestId('to-mock').first().click();
  await expect(page).toHaveURL(new RegExp(`/toeic/exam/info\\?directory_id=${exam.directory_id}$`));
  await expect(page.getByTestId('toeic-exam-parts').locator('li')).toHaveCount(toeic.sections.length);
  await expect(page.getByTestId('toeic-exam-info')).toContainText(`制限時間 ${exam.minutes}分`);
  await saveScreenshot(page, 'exams-toeic-exam-info');
  await page.getByTestId('start-mock').click();
  await expect(page).toHaveURL(new RegExp(`/toeic/exam\\?directory_id=${exam.directory_id}&guid=`));
  await expect(page.getByTestId('paper-page')).toHaveAttribute('data-kind', 'part1');
  await expect(page.getByTestId('paper-picture')).toBeVisible();
  await expect(page.getByTestId('paper-audio')).toBeVisible();
  await expect(page.getByTestId('paper-timer')).toContainText('残り');
  await expect(page.getByTestId('paper-palette').getByRole('button')).toHaveCount(questions.length);
  await saveScreenshot(page, 'exams-toeic-paper-part1');
  await expectNoSeriousA11yViolations(page, 'TOEIC paper');

  await answer(page, q1!.number, right(q1!));
  await page.getByTestId('paper-next').click();
  await expect(page.getByTestId('paper-position')).toContainText(`問題 ${q2!.number}`);
  await answer(page, q3!.number, wrong(q3!));
  await answer(page, r1.number, right(r1));
  await expect(page.getByTestId('paper-answered')).toHaveText(`回答済み 3 / ${questions.length}`);

  // A reload midway: the answers and the question on screen are kept on the device.
  await page.reload();
  await expect(page.getByTestId('paper-answered')).toHaveText(`回答済み 3 / ${questions.length}`);
  await expect(page.getByTestId('paper-position')).toContainText(`問題 ${r1.number}`);
  await expect(page.locator(`[data-testid="paper-question"][data-number="${r1.number}"] input[value="${right(r1)}"]`)).toBeChecked();
  await expect(page.locator('[data-testid="paper-palette"] [data-answered="true"]')).toHaveCount(3);

  // The last question is a passage with its questions (part 7).
  await answer(page, rLast.number, right(rLast));
  await expect(page.getByTestId('paper-passage')).toBeVisible();
  await saveScreenshot(page, 'exams-toeic-paper-passage');

  // The end asks first; cancelling keeps the paper open.
  await page.getByTestId('paper-finish').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('解答を提出しますか？提出後は変更できません。');
  await expect(dialog).toContainText(`未回答の問題が${questions.length - 4}問あります`);
  await saveScreenshot(page, 'exams-toeic-paper-confirm');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByTestId('toeic-paper')).toBeVisible();
  await page.getByTestId('paper-finish').click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/toeic\/exam\/result\?guid=/, { timeout: 20_000 });
  const guid = new URL(page.url()).searchParams.get('guid')!;
  // The kept copy is gone once the server has the paper.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `toeic-paper:${guid}`)).toBeNull();

  await expect(page.getByTestId('toeic-listening')).toHaveText(/^\d+ \/ 495$/);
  await expect(page.getByTestId('toeic-reading')).toHaveText(/^\d+ \/ 495$/);
  const [l, r, total] = await Promise.all(['toeic-listening', 'toeic-reading', 'toeic-total'].map(async (id) => parseInt((await page.getByTestId(id).textContent())!, 10)));
  expect(total).toBe(l! + r!);
  await expect(page.getByTestId('toeic-total')).toContainText('/ 990');
  await expect(page.getByTestId('toeic-estimate-note')).toContainText('目安');
  await expect(page.getByTestId('toeic-parts-table').locator('tbody tr')).toHaveCount(toeic.sections.length);
  await expect(page.getByTestId('toeic-parts-table').locator('tbody tr').first()).toContainText(`1 / ${listening.filter((question) => question.kind === 'part1').length}`);
  // The review: Q1 right (100), the unanswered Q2 scored 0.
  const review = page.getByTestId('challenge-review').getByTestId('exercise-result');
  await expect(review.locator(`[data-testid="result-card"][data-question-id="${q1!.itemId}"]`)).toHaveAttribute('data-percent', '100');
  await expect(review.locator(`[data-testid="result-card"][data-question-id="${q2!.itemId}"]`)).toHaveAttribute('data-percent', '0');
  await saveScreenshot(page, 'exams-toeic-result');
  await expectNoSeriousA11yViolations(page, 'TOEIC result');

  // The sitting is in the history with its score; the paper of a finished sitting does not open again.
  await page.goto('/toeic/exam/history');
  await expect(page.getByTestId('history-row').first()).toContainText(`${total} / 990`);
  await saveScreenshot(page, 'exams-toeic-history');
  await page.goto(`/toeic/exam?directory_id=${exam.directory_id}&guid=${guid}`);
  await expect(page.getByTestId('paper-finished')).toBeVisible();
});

test('TOEIC routes: every page opens a real screen, and a wrong address says so', async ({ loginAs, page, portal }) => {
  test.setTimeout(90_000);
  const toeic = await toeicMaterial(portal.url, await apiLogin(portal.url, READER));
  await loginAs(page, STUDENT);
  await page.goto('/toeic/exam/history');
  const last = page.getByTestId('history-entry').first();
  const resultRoute = (await last.count()) > 0 ? new URL((await last.getAttribute('href'))!, portal.url) : null;

  const routes: [string, string, RegExp | string][] = [
    ['index', '/toeic/index', 'TOEIC L&R 対策'],
    ['practice-info', `/toeic/practice/info?directory_id=${toeic.firstPart.class_id}`, toeic.firstPart.title],
    ['practice-set', `/toeic/practice/info?directory_id=${toeic.firstPart.class_id}&resource_id=${toeic.firstSet.resource_id}`, toeic.firstSet.title],
    ['practice-result', `/toeic/practice/result?directory_id=${toeic.firstPart.class_id}&resource_id=${toeic.firstSet.resource_id}&from=last`, toeic.firstSet.title],
    ['exam-info', `/toeic/exam/info?directory_id=${toeic.exam.directory_id}`, toeic.exam.title],
    ['exam-history', '/toeic/exam/history', '受験履歴'],
    ['exam', '/toeic/exam', 'ページのアドレスが正しくありません'],
  ];
  if (toeic.biz[0]) routes.push(['practice-business', `/toeic/practice/info?class_id=${toeic.biz[0].class_id}`, toeic.biz[0].title]);
  if (resultRoute) routes.push(['exam-result', `${resultRoute.pathname}${resultRoute.search}`, 'TOEIC 模擬テストの結果']);
  else routes.push(['exam-result', '/toeic/exam/result', 'ページのアドレスが正しくありません']);
  for (const [name, route, text] of routes) {
    await page.goto(route);
    await expect(page.locator('main')).toContainText(text, { timeout: 20_000 });
    expect(new URL(page.url()).pathname, name).toBe(route.split('?')[0]);
    await saveScreenshot(page, `exams-toeic-route-${name}`);
  }

  const wrong: [string, string][] = [
    ['/toeic/practice/info?directory_id=999999', '指定された練習が見つかりません'],
    ['/toeic/practice/info?directory_id=abc', 'ページのアドレスが正しくありません'],
    ['/toeic/practice/result', 'ページのアドレスが正しくありません'],
    ['/toeic/exam/info', 'ページのアドレスが正しくありません'],
    ['/toeic/exam/info?directory_id=999999', '模擬テストが見つかりません'],
    ['/toeic/exam/result', 'ページのアドレスが正しくありません'],
    [`/toeic/exam?directory_id=${toeic.exam.directory_id}`, 'ページのアドレスが正しくありません'],
  ];
  for (const [route, message] of wrong) {
    await page.goto(route);
    await expect(page.locator('main')).toContainText(message);
    expect(new URL(page.url()).pathname).toBe(route.split('?')[0]);
  }
  await saveScreenshot(page, 'exams-toeic-route-wrong-address');
});
