import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiPost } from 'shared-api';
import { classesQuery } from './get-classes';

const PATH = '/student/join-class';

/** Joins a class by the code the teacher gave (already a member: succeeds with already_joined 1). A refused code is shown under the field: no 400 toast. */
export const joinClass = (classCode: string) => apiPost<ApiData<'/v3/student/join-class', 'post'>>(PATH, { class_code: classCode }, { silentBadRequest: true });

/** Joining: the class list is asked for again (the server adds the class with its teacher and date). */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQuery().queryKey }),
  });
}
