import { useState } from 'react';
import { useSession } from 'shared-api';
import { Button, showToast, useTranslation } from 'shared-ui';
import { useCollectFavoriteWord } from '../api/collect-favorite-word';
import { BIZ_WORD_NS } from '../biz-word-texts';

type Props = { wordName: string; meaning: string; collected: boolean };

/**
 * The favourite toggle of a word card (spec part 3, section 4): a click on 0 adds, otherwise
 * removes; the button is disabled while the request runs and the state flips only after success,
 * with a toast either way. College students (isCollegeStudent = 1) have no collection feature,
 * so they never see it (the engine's showBookmark rule).
 */
export function FavoriteToggle({ wordName, meaning, collected: initial }: Props) {
  const { t } = useTranslation(BIZ_WORD_NS);
  const college = useSession((session) => session.flags.userAuth.isCollegeStudent === 1);
  const collect = useCollectFavoriteWord();
  const [collected, setCollected] = useState(initial);
  if (college) return null;
  const click = () =>
    collect.mutate(
      { word_name: wordName, words: meaning, is_collected: collected ? 1 : 0 },
      {
        onSuccess: (data) => {
          setCollected(data.is_collected === 1);
          showToast(data.is_collected === 1 ? t('favorite.added') : t('favorite.removed'));
        },
        onError: () => showToast(t('favorite.failed')),
      },
    );
  return (
    <Button variant="text" width="auto" busy={collect.isPending} aria-pressed={collected} onClick={click} data-testid="favorite-toggle" data-collected={collected ? 1 : 0}>
      <span aria-hidden="true">{collected ? '♥' : '♡'}</span> {collected ? t('favorite.remove') : t('favorite.add')}
    </Button>
  );
}
