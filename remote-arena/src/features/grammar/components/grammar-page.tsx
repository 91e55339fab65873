import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { GRAMMAR_MODE_QUESTIONS } from 'shared-contract';
import { Button, Card, Page, QueryState, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS } from '../../../lib/arena-paths';
import { clockOffset } from '../../../lib/server-clock';
import type { BattleView } from '../../battle-player/model/battle-view';
import { useBattleTypes } from '../../battle-types/api/get-battle-types';
import { useLevelList, type ArenaLevel } from '../../levels/api/get-level-list';
import { LevelPicker } from '../../levels/components/level-picker';
import { getGrammarPaper } from '../api/get-grammar-paper';
import { GRAMMAR_NS } from '../grammar-texts';
import { GrammarRun } from './grammar-run';
import styles from './grammar.module.css';

/** A started run and the level it was asked for (「もう一度挑戦」 asks for the same). */
type Run = { battle: BattleView; offsetMs: number; serial: number; level: number };

/** /arena/grammar?level=: choose a level, then a run of grammar questions alone, its score and best, and again. */
export function GrammarPage() {
  const { t } = useTranslation(GRAMMAR_NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const levels = useLevelList();
  const [run, setRun] = useState<Run | null>(null);
  const start = useMutation({
    mutationFn: getGrammarPaper,
    onSuccess: (battle, level) => {
      setParams({ level: String(level) }, { replace: true });
      setRun((before) => ({ battle, offsetMs: clockOffset(battle.server_time, Date.now()), serial: (before?.serial ?? 0) + 1, level }));
    },
  });
  return (
    <Page title={t('title')} onBack={() => void navigate(ARENA_PATHS.index)} narrow testId="arena-grammar">
      {run ? (
        <GrammarRun key={run.serial} battle={run.battle} offsetMs={run.offsetMs} onAgain={() => start.mutate(run.level)} againBusy={start.isPending} onOtherLevel={() => setRun(null)} />
      ) : (
        <QueryState query={levels}>
          {(list) => <LevelChoice levels={list} initial={numberParam(params, 'level')} onStart={(level) => start.mutate(level)} busy={start.isPending} />}
        </QueryState>
      )}
    </Page>
  );
}

function LevelChoice({ levels, initial, onStart, busy }: { levels: readonly ArenaLevel[]; initial: number | undefined; onStart: (level: number) => void; busy: boolean }) {
  const { t } = useTranslation(GRAMMAR_NS);
  // The student's level in grammar battles is the natural start when the link named none.
  const grammarLevel = useBattleTypes().data?.find((type) => type.code === 'grammar')?.level;
  const known = (level: number | undefined): level is number => levels.some((entry) => entry.level === level);
  const [chosen, setChosen] = useState<number | null>(null);
  const level = chosen ?? (known(initial) ? initial : known(grammarLevel) ? grammarLevel : (levels[0]?.level ?? 1));
  return (
    <Card title={t('chooseLevel')} testId="grammar-choose">
      <p className={styles.text}>{t('lead', { count: GRAMMAR_MODE_QUESTIONS })}</p>
      <LevelPicker levels={levels} value={level} onChange={setChosen} recommended={grammarLevel} name="arena-grammar-level" />
      <div className={styles.actions}>
        <Button onClick={() => onStart(level)} busy={busy} data-testid="grammar-start">
          {t('start')}
        </Button>
      </div>
    </Card>
  );
}
