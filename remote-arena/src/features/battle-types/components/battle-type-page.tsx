import { useState } from 'react';
import { Button, Card, combineQueries, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { numberParam, useNavigate, useSearchParams } from 'shared-ui/router';
import { ARENA_PATHS, pkWaitHref } from '../../../lib/arena-paths';
import { useLevelList, type ArenaLevel } from '../../levels/api/get-level-list';
import { useMyLevelInfo, type MyLevelInfo } from '../../levels/api/get-my-level-info';
import { LevelPicker } from '../../levels/components/level-picker';
import { useBattleTypes, type BattleType } from '../api/get-battle-types';
import { BATTLE_TYPES_NS } from '../battle-types-texts';
import { MyStanding } from './my-standing';
import styles from './battle-types.module.css';

/** /arena/type?type_id=: a battle type, the student's standing in it, and the level to battle at. */
export function BattleTypePage() {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const typeId = numberParam(params, 'type_id');
  const back = () => void navigate(ARENA_PATHS.index);
  return (
    <Page title={t('title')} onBack={back} narrow testId="arena-type">
      {typeId === undefined ? <BackToIndex message={t('type.missing')} /> : <TypeDetails typeId={typeId} chosenLevel={numberParam(params, 'level')} />}
    </Page>
  );
}

function BackToIndex({ message }: { message: string }) {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  return <StatusBlock title={message} action={<LinkButton to={ARENA_PATHS.index}>{t('type.toIndex')}</LinkButton>} testId="type-missing" />;
}

function TypeDetails({ typeId, chosenLevel }: { typeId: number; chosenLevel: number | undefined }) {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  const types = useBattleTypes();
  const info = useMyLevelInfo(typeId);
  const levels = useLevelList();
  return (
    <QueryState query={combineQueries(types, info, levels)}>
      {([typeList, infoList, levelList]) => {
        const type = typeList.find((entry) => entry.type_id === typeId);
        if (!type) return <BackToIndex message={t('type.notFound')} />;
        const mine = infoList.find((entry) => entry.type_id === typeId);
        return <TypeChoice type={type} mine={mine} levels={levelList} chosenLevel={chosenLevel} />;
      }}
    </QueryState>
  );
}

function TypeChoice({ type, mine, levels, chosenLevel }: { type: BattleType; mine: MyLevelInfo | undefined; levels: readonly ArenaLevel[]; chosenLevel: number | undefined }) {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  const navigate = useNavigate();
  const recommended = mine?.level ?? type.level;
  const known = (level: number | undefined) => levels.some((entry) => entry.level === level);
  const [level, setLevel] = useState(() => (known(chosenLevel) ? chosenLevel! : known(recommended) ? recommended : (levels[0]?.level ?? 1)));
  return (
    <>
      <Card title={type.name} testId="type-description">
        <p className={styles.description}>{type.description}</p>
        <p className={styles.muted}>{t('rules', { count: type.question_count, seconds: type.seconds_per_question })}</p>
      </Card>
      {mine ? <MyStanding info={mine} levels={levels} /> : null}
      <Card title={t('type.chooseLevel')}>
        <p className={styles.muted}>{t('type.chooseLevelLead')}</p>
        <LevelPicker levels={levels} value={level} onChange={setLevel} recommended={recommended} name={`arena-level-${type.type_id}`} />
        <div className={styles.actions}>
          <Button onClick={() => void navigate(pkWaitHref(type.type_id, level))} data-testid="start-matching">
            {t('type.start')}
          </Button>
        </div>
      </Card>
    </>
  );
}
