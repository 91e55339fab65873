import { useTranslation } from 'shared-ui';
import type { ArenaLevel } from '../api/get-level-list';
import { LEVELS_NS } from '../levels-texts';

/** 「レベル2：ブロンズ」, or 「レベル2」 while the level list is loading or has no such level. */
export function LevelLabel({ level, levels }: { level: number; levels: readonly ArenaLevel[] | undefined }) {
  const { t } = useTranslation(LEVELS_NS);
  const found = levels?.find((entry) => entry.level === level);
  return <>{found ? t('levelNamed', { level, name: found.name }) : t('levelNumber', { level })}</>;
}
