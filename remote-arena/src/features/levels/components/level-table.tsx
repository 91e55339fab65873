import { useTranslation } from 'shared-ui';
import type { ArenaLevel } from '../api/get-level-list';
import { LEVELS_NS } from '../levels-texts';
import styles from './levels.module.css';

/** Every level with its grade, contents, rating range and the size of its question bank. */
export function LevelTable({ levels }: { levels: readonly ArenaLevel[] }) {
  const { t } = useTranslation(LEVELS_NS);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="level-table">
        <caption className={styles.caption}>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.level')}</th>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.eiken')}</th>
            <th scope="col">{t('table.description')}</th>
            <th scope="col">{t('table.rating')}</th>
            <th scope="col">{t('table.questions')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.level}>
              <th scope="row">{level.level}</th>
              <td>{level.name}</td>
              <td>{level.eiken}</td>
              <td>{level.description}</td>
              <td>{level.rating_max === null ? t('ratingFrom', { min: level.rating_min }) : t('ratingRange', { min: level.rating_min, max: level.rating_max })}</td>
              <td>{t('table.questionCount', { count: level.question_total })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
