import { useMutation } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import { useRefreshAiCourse } from '../../ai-course/hooks/use-refresh-ai-course';

const PATH = '/ai/course/exercise/explanation/submit';

export const submitExplanation = (resourceId: number) => apiPost<{ done: 1 }>(PATH, { resource_id: resourceId });

/** Marks the explanation step read; the lesson, its course list and the report change. */
export const useSubmitExplanation = () => {
  const refresh = useRefreshAiCourse();
  return useMutation({ mutationFn: submitExplanation, onSuccess: refresh });
};
