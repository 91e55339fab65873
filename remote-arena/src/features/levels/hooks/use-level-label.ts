import { useTranslation } from 'shared-ui';
import { useLevelList } from '../api/get-level-list';
import { LEVELS_NS } from '../levels-texts';

/** 「レベル2：ブロンズ」 as text (for a sentence around it), 「レベル2」 until the level list is in. */
export function useLevelLabel(level: number): string {
  const { t } = useTranslation(LEVELS_NS);
  const found = useLevelList().data?.find((entry) => entry.level === level);
  return found ? t('levelNamed', { level, name: found.name }) : t('levelNumber', { level });
}
