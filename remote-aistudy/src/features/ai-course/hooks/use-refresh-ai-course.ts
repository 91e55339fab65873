import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every AI course call's query key starts with its path under /ai/course. */
const isAiCourseKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/ai/course/');

/**
 * After a step, a test or a recommended resource is submitted, the course list, the lesson list
 * (both kept alive), the lesson, the report and the recommendation all change: reload what is
 * shown and forget the rest.
 */
export function useRefreshAiCourse() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: (query) => isAiCourseKey(query.queryKey) }), [queryClient]);
}
