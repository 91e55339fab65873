import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { levelsQuery, type LevelList } from './get-levels';

export const chooseLevel = (levelId: number) => apiPost<ApiData<'/v3/eiken-toeic/submit-level', 'post'>>('/eiken-toeic/submit-level', { level_id: levelId }, { loading: true });

/** Makes a level the student's own; the level list shows it as current at once. */
export function useChooseLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLevel,
    onSuccess: ({ level_id }) => {
      queryClient.setQueryData<LevelList>(levelsQuery().queryKey, (levels) => levels && { ...levels, current_level_id: level_id });
    },
  });
}
