import { useTranslation } from 'shared-ui';
import { BATTLE_PLAYER_NS } from '../battle-player-texts';
import type { QuestionKind } from '../model/battle-view';
import styles from './battle-player.module.css';

/** The kind of a question (単語, 文法, リスニング, 文完成) as a small tag. */
export function KindTag({ kind }: { kind: QuestionKind }) {
  const { t } = useTranslation(BATTLE_PLAYER_NS);
  return <span className={styles.kindTag}>{t(`review.kind.${kind}`)}</span>;
}
