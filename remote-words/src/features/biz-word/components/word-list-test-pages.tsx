import { useQuery } from '@tanstack/react-query';
import { numberParam, useNavigate, useSearchParams, withQuery } from 'shared-ui/router';
import { Button, combineQueries, Page, QueryState, StatusBlock, Tile, TileGrid, useTranslation } from 'shared-ui';
import { useExerciseEngine, useOpenPracticeRun } from '../../../lib/engine';
import { getLevelTestLogs, LEVEL_TEST_ANSWER_PATH, levelTestLogsQuery, type LevelTestLogs } from '../api/get-level-test-logs';
import { useLevelTests, type LevelTests } from '../api/get-level-tests';
import { BIZ_PATHS } from '../biz-word-paths';
import { BIZ_WORD_NS } from '../biz-word-texts';

/** What the word list's test and result pages keep in their address: the level, the tab of the cards, the set. */
type LevelQuery = { levelId: number; activeTab: string | undefined };

const cardsHref = ({ levelId, activeTab }: LevelQuery) => withQuery(BIZ_PATHS.wordListPractice, { level_id: levelId, activeTab });
const testHref = ({ levelId, activeTab }: LevelQuery, query: Record<string, string | number | undefined> = {}) =>
  withQuery(BIZ_PATHS.wordListTest, { level_id: levelId, type: 'challenge', activeTab, ...query });
const resultHref = ({ levelId, activeTab }: LevelQuery, resourceId: number, query: Record<string, string | number>) =>
  withQuery(BIZ_PATHS.wordListResult, { level_id: levelId, resource_id: resourceId, activeTab, ...query });

/** The level's name, with the part of a level split in parts. */
function useSetTitle() {
  const { t } = useTranslation(BIZ_WORD_NS);
  return (set: LevelTestLogs) => t('levelTest.title', { title: set.part_count > 1 ? `${set.level_title}${t('levelTest.partSuffix', { n: set.part, total: set.part_count })}` : set.level_title });
}

/**
 * /eiken/biz/bizWordList/test (route bizWordListTest) ?level_id=&type=challenge&activeTab=
 * [&resource_id=][&from=again]: the level's test, its "word -> meaning" set played by the
 * engine's PracticeScreen in test mode, answers posted to /v3/biz-word/submit-level-test-log.
 * A level split in parts asks which part first (resource_id names it); the open run is resumed
 * unless the student asked to start again.
 */
export function WordListTestPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const [params] = useSearchParams();
  const levelId = numberParam(params, 'level_id');
  const resourceId = numberParam(params, 'resource_id');
  const activeTab = params.get('activeTab') ?? undefined;
  if (!levelId) return <StatusBlock tone="error" title={t('practice.missing')} />;
  const level = { levelId, activeTab };
  return resourceId ? <LevelTestRun key={resourceId} level={level} resourceId={resourceId} /> : <LevelTestChooser level={level} />;
}

/** Which set to take: the only one goes straight to its run; the parts of a long level are listed with their progress. */
function LevelTestChooser({ level }: { level: LevelQuery }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const tests = useLevelTests(level.levelId);
  if (tests.data?.list.length === 1) return <LevelTestRun level={level} resourceId={tests.data.list[0]!.resource_id} />;
  return (
    <Page
      title={t('levelTest.title', { title: tests.data?.level.title ?? t('wordList.title') })}
      lead={tests.data && tests.data.list.length > 1 ? t('levelTest.choosePart') : undefined}
      onBack={() => void navigate(cardsHref(level))}
      testId="level-test-parts"
    >
      <QueryState query={tests} isEmpty={({ list }) => list.length === 0} empty={t('levelTest.noTest')}>
        {(data) => <PartTiles level={level} data={data} />}
      </QueryState>
    </Page>
  );
}

function PartTiles({ level, data }: { level: LevelQuery; data: LevelTests }) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  return (
    <TileGrid label={t('levelTest.parts')}>
      {data.list.map((set, at) => (
        <Tile
          key={set.resource_id}
          title={t('levelTest.part', { n: at + 1, total: data.list.length })}
          meta={t('levelTest.items', { count: set.item_count })}
          badges={set.completed_times > 0 ? [t('levelTest.best', { score: set.best_score })] : set.status === 'in_progress' ? [t('levelTest.inProgress')] : undefined}
          testId="level-test-part"
          actions={
            <>
              {set.last_guid ? (
                <Button variant="secondary" onClick={() => void navigate(resultHref(level, set.resource_id, { guid: set.last_guid }))} data-testid="level-test-last">
                  {t('test.lastResult')}
                </Button>
              ) : null}
              <Button onClick={() => void navigate(testHref(level, { resource_id: set.resource_id }))} data-testid="level-test-start">
                {set.status === 'in_progress' ? t('levelTest.continue') : t('test.start')}
              </Button>
            </>
          }
        />
      ))}
    </TileGrid>
  );
}

function LevelTestRun({ level, resourceId }: { level: LevelQuery; resourceId: number }) {
  const [params] = useSearchParams();
  const from = params.get('from') === 'again' ? 'again' : undefined;
  const setTitle = useSetTitle();
  const { engine, run } = useOpenPracticeRun('biz-level-test-run', resourceId, from, (id, signal) => getLevelTestLogs(id, { run: 'open' }, signal));
  return (
    <div data-testid="level-test">
      <QueryState query={combineQueries(engine, run)}>
        {([{ PracticeScreen }, set]) => (
          <PracticeScreen
            info={set}
            record={set.answer_record}
            mode="test"
            module="biz_word_list"
            target={{ path: LEVEL_TEST_ANSWER_PATH, fields: { resource_id: set.resource_id }, completion: { path: LEVEL_TEST_ANSWER_PATH, fields: { resource_id: set.resource_id } } }}
            title={setTitle(set)}
            from={from}
            completedBefore={set.completed_before === 1}
            lastResultHref={resultHref(level, set.resource_id, { from: 'last' })}
            resultHref={(attempt) => resultHref(level, set.resource_id, { guid: attempt })}
            backHref={cardsHref(level)}
            collection={false}
          />
        )}
      </QueryState>
    </div>
  );
}

/**
 * /eiken/biz/bizWordList/result?level_id=&resource_id=&guid= (or from=last): the level test's
 * result, the engine's ResultScreen over the run's record; test again, the next part, or back to
 * the level's cards.
 */
export function WordListResultPage() {
  const { t } = useTranslation(BIZ_WORD_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const levelId = numberParam(params, 'level_id');
  const resourceId = numberParam(params, 'resource_id');
  const guid = params.get('guid') ?? undefined;
  const setTitle = useSetTitle();
  const engine = useExerciseEngine();
  const set = useQuery({ ...levelTestLogsQuery(resourceId ?? 0, { run: 'open' }), enabled: resourceId !== undefined });
  if (!levelId || !resourceId) return <StatusBlock tone="error" title={t('result.missing')} />;
  const level = { levelId, activeTab: params.get('activeTab') ?? undefined };
  const back = cardsHref(level);
  return (
    <div data-testid="level-test-result">
      <QueryState query={combineQueries(engine, set)}>
        {([{ ResultScreen }, info]) => (
          <ResultScreen
            info={info}
            attempt={guid}
            recordQuery={{ ...levelTestLogsQuery(info.resource_id, guid ? { guid } : { run: 'last' }), select: (logs) => logs.answer_record }}
            title={`${setTitle(info)} — ${t('result.title')}`}
            backHref={back}
            onBack={() => void navigate(back)}
            actions={() => (
              <>
                <Button variant="secondary" onClick={() => void navigate(back)} data-testid="result-back">
                  {t('levelTest.toCards')}
                </Button>
                <Button onClick={() => void navigate(testHref(level, { resource_id: info.resource_id, from: 'again' }), { replace: true })} data-testid="result-again">
                  {t('result.again')}
                </Button>
                {info.next_resource ? (
                  <Button variant="secondary" onClick={() => void navigate(testHref(level, { resource_id: info.next_resource!.resource_id }))} data-testid="result-next-part">
                    {t('levelTest.nextPart')}
                  </Button>
                ) : null}
              </>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
