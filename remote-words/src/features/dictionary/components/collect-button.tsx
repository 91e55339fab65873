import { useState } from 'react';
import { useSession } from 'shared-api';
import { Button, showToast, useTranslation } from 'shared-ui';
import { useCollectedWordIds, useToggleCollectWord } from '../api/collect-word';
import { DICTIONARY_NS } from '../dictionary-texts';
import { showFailure } from './show-failure';

type Props = { wordId: number; word: string; mean: string };

/**
 * Adds the word to the student's collection (/my_collection, first tab) or takes it out again.
 * The state shown comes from the student's newest favourites, then from each answer; it flips
 * only after the server agreed. College students have no collection, so they never see it.
 */
export function CollectButton({ wordId, word, mean }: Props) {
  const { t } = useTranslation(DICTIONARY_NS);
  const college = useSession((session) => session.flags.userAuth.isCollegeStudent === 1);
  const collectedIds = useCollectedWordIds(!college);
  const toggle = useToggleCollectWord();
  const [answered, setAnswered] = useState<boolean | null>(null);
  if (college) return null;
  const collected = answered ?? collectedIds.data?.has(wordId) ?? false;
  const click = () =>
    toggle.mutate(
      { word_id: wordId, word, mean, collect: !collected },
      {
        onSuccess: (data) => {
          const now = data.is_collected === 1;
          setAnswered(now);
          showToast(now ? t('collect.added', { word }) : t('collect.removed', { word }));
        },
        onError: showFailure,
      },
    );
  return (
    <Button
      variant="secondary"
      width="auto"
      busy={toggle.isPending}
      disabled={collectedIds.isPending}
      aria-pressed={collected}
      onClick={click}
      data-testid="collect-word"
      data-collected={collected ? 1 : 0}
    >
      <span aria-hidden="true">{collected ? '★' : '☆'}</span> {collected ? t('collect.remove') : t('collect.add')}
    </Button>
  );
}
