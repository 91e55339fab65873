import { Button, Page, QueryState, showToast, Tile, TileGrid, TileGroup, useTranslation } from 'shared-ui';
import { useChooseLevel } from '../api/choose-level';
import { useLevels, type Level } from '../api/get-levels';
import { LEVELS_NS } from '../levels-texts';
import styles from './level-list-page.module.css';

const EXAMS = ['eiken', 'toeic'] as const;

/** /testing (eikenIndex): the Eiken grades and TOEIC courses; the student picks the one to prepare for. */
export function LevelListPage() {
  const { t } = useTranslation(LEVELS_NS);
  const levels = useLevels();
  return (
    <Page title={t('title')} lead={t('lead')}>
      <QueryState query={levels} isEmpty={(data) => data.list.length === 0}>
        {(data) =>
          EXAMS.map((exam) => (
            <TileGroup key={exam} id={`exam-${exam}`} title={t(`exam.${exam}`)}>
              <TileGrid>
                {data.list
                  .filter((level) => level.exam === exam)
                  .map((level) => (
                    <LevelTile key={level.level_id} level={level} current={data.current_level_id === level.level_id} />
                  ))}
              </TileGrid>
            </TileGroup>
          ))
        }
      </QueryState>
    </Page>
  );
}

function LevelTile({ level, current }: { level: Level; current: boolean }) {
  const { t } = useTranslation(LEVELS_NS);
  const choose = useChooseLevel();
  return (
    <Tile
      title={level.name}
      selected={current}
      badges={[`CEFR ${level.cefr}`]}
      meta={current ? <strong>{t('current')}</strong> : null}
      testId="level-card"
      actions={
        current ? null : (
          <Button
            variant="secondary"
            width="auto"
            busy={choose.isPending}
            aria-label={t('chooseNamed', { name: level.name })}
            // A failure was already shown by the API client (toast or network dialog); the choice stays.
            onClick={() => choose.mutate(level.level_id, { onSuccess: () => showToast(t('chosen', { name: level.name })) })}
          >
            {t('choose')}
          </Button>
        )
      }
    >
      <p>{level.description}</p>
      <p className={styles.sample} lang="en">
        {level.sample_en}
      </p>
      <p className={styles.sampleJa}>{level.sample_ja}</p>
    </Tile>
  );
}
