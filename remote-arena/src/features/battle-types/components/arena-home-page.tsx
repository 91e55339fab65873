import { Page, QueryState, Tile, TileGrid, useTranslation } from 'shared-ui';
import { useBattleTypes } from '../api/get-battle-types';
import { BATTLE_TYPES_NS } from '../battle-types-texts';

/** /arena/index: the kinds of battle a student can enter. */
export function ArenaHomePage() {
  const { t } = useTranslation(BATTLE_TYPES_NS);
  const types = useBattleTypes();
  return (
    <Page title={t('title')} lead={t('lead')}>
      <QueryState query={types} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TileGrid>
            {list.map((type) => (
              <Tile key={type.type_id} headingLevel={2} title={type.name} meta={t('rules', { count: type.question_count, seconds: type.seconds_per_question })} testId="battle-type">
                <p>{type.description}</p>
              </Tile>
            ))}
          </TileGrid>
        )}
      </QueryState>
    </Page>
  );
}
