import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';

export type AiCourseDocument = { title: string; sections: { heading: string; body: string[] }[] };

const PATH = '/ai/course/document';

export const getDocument = (signal?: AbortSignal) => apiGet<AiCourseDocument>(PATH, {}, { signal });

/** The guide to AI study (content/ai-course/document.yaml): it changes only with a content release. */
export const useDocument = () => useQuery(queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getDocument(signal), staleTime: Infinity }));
