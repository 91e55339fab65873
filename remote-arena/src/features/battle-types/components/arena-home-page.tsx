import { LinkButton, Page, QueryState, Tile, TileGrid, useTranslation } from 'shared-ui';
import { ARENA_PATHS, grammarHref, typeHref, wrongQuestionsHref } from '../../../lib/arena-paths';
import { useLevelList, type ArenaLevel } from '../../levels/api/get-level-list';
import { LevelLabel } from '../../levels/components/level-label';
import { useBattleTypes, type BattleType } from '../api/get-battle-types';
import { BATTLE_TYPES_NS } from '../battle-types-texts';
import styles from './battle-types.module.css';

/** /arena/index: the kinds of battle with the student's level and record in each, and the arena's other modes. */
export function ArenaHomePage() {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  const types = useBattleTypes();
  // Level names are a nicety on the cards: the cards show while they load (「レベル2」 until then).
  const levels = useLevelList();
  const wrongTotal = types.data?.reduce((sum, type) => sum + type.wrong_count, 0) ?? 0;
  return (
    <Page title={t('title')} lead={t('lead')} testId="arena-index">
      <nav className={styles.menu} aria-label={t('menuLabel')}>
        <LinkButton to={grammarHref()}>{t('grammarMode')}</LinkButton>
        <LinkButton to={wrongQuestionsHref()} data-testid="wrong-questions-link">
          {wrongTotal > 0 ? t('wrongQuestionsCount', { count: wrongTotal }) : t('wrongQuestions')}
        </LinkButton>
        <LinkButton to={ARENA_PATHS.about}>{t('about')}</LinkButton>
      </nav>
      <QueryState query={types} isEmpty={(list) => list.length === 0} empty={t('empty')}>
        {(list) => (
          <TileGrid>
            {list.map((type) => (
              <BattleTypeTile key={type.type_id} type={type} levels={levels.data} />
            ))}
          </TileGrid>
        )}
      </QueryState>
    </Page>
  );
}

function BattleTypeTile({ type, levels }: { type: BattleType; levels: readonly ArenaLevel[] | undefined }) {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  return (
    <Tile
      headingLevel={2}
      title={type.name}
      meta={t('rules', { count: type.question_count, seconds: type.seconds_per_question })}
      testId="battle-type"
      actions={
        <LinkButton primary to={typeHref(type.type_id)} data-testid="choose-type">
          {t('chooseLabel', { name: type.name })}
        </LinkButton>
      }
    >
      <p className={styles.description}>{type.description}</p>
      <dl className={styles.stats}>
        <dt>{t('myLevel')}</dt>
        <dd data-testid="type-level">
          <LevelLabel level={type.level} levels={levels} />
        </dd>
        <dt>{t('rating')}</dt>
        <dd data-testid="type-rating">{type.rating}</dd>
        <dt>{t('record')}</dt>
        <dd data-testid="type-record">{type.battles > 0 ? t('recordValue', { battles: type.battles, wins: type.wins }) : t('noBattles')}</dd>
      </dl>
    </Tile>
  );
}
