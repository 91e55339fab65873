import { useNavigate, withQuery } from 'shared-ui/router';
import { Button, Page, QueryState, Tile, TileGrid, TileGroup, useTranslation } from 'shared-ui';
import { useLevelMap, type CefrUnit } from '../api/get-level-map';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';

/** /cefr/map: each level's can-do units with progress; the student's level is marked. */
export function CefrMapPage() {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const map = useLevelMap();
  return (
    <Page title={t('map.title')} lead={t('map.lead')} onBack={() => void navigate(CEFR_PATHS.index)}>
      <QueryState query={map} isEmpty={({ levels }) => levels.every((level) => level.units.length === 0)} empty={t('map.empty')}>
        {({ levels, studentCefrLevel }) =>
          levels.map((level) => (
            <TileGroup
              key={level.code}
              id={`cefr-${level.code}`}
              title={`${t(`levels.${level.code}.name`)} — ${t(`levels.${level.code}.summary`)}${level.code === studentCefrLevel ? `（${t('map.current')}）` : ''}`}
            >
              <TileGrid>
                {level.units.map((unit) => (
                  <UnitTile key={unit.unit_id} unit={unit} current={level.code === studentCefrLevel} />
                ))}
              </TileGrid>
            </TileGroup>
          ))
        }
      </QueryState>
    </Page>
  );
}

function UnitTile({ unit, current }: { unit: CefrUnit; current: boolean }) {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  return (
    <Tile
      title={unit.title}
      headingLevel={3}
      selected={current}
      badges={[unit.level]}
      meta={t('map.progress', { done: unit.completed_count, total: unit.resource_count })}
      testId="cefr-unit"
      actions={
        <Button width="auto" variant="secondary" onClick={() => void navigate(withQuery(CEFR_PATHS.details, { unit_id: unit.unit_id }))}>
          {t('map.open')}
        </Button>
      }
    >
      <p>{unit.can_do}</p>
      <p lang="en">{unit.can_do_en}</p>
    </Tile>
  );
}
