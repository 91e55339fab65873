import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost, getSession, setUser } from 'shared-api';

const PATH = '/student/change-name';

/** Changes the nickname (at most 20 characters, no emoji). A refusal is shown under the field: no 400 toast. */
export const changeName = (nickname: string) => apiPost<ApiData<'/v3/student/change-name', 'post'>>(PATH, { nickname }, { silentBadRequest: true });

/**
 * A new nickname goes into the session (header, menus) at once; every cached answer is marked out
 * of date, because the nickname shows in many of them (ranking, user card, battles in the remotes).
 */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeName,
    onSuccess: (result) => {
      const user = getSession().user;
      if (user) setUser({ ...user, nickname: result.nickname });
      void queryClient.invalidateQueries();
    },
  });
}
