import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ExamResourceList = ApiData<'/v3/eiken-toeic-exam/resource-list', 'get'>;
export type ExamSection = ExamResourceList['sections'][number];
export type ExamPart = ExamSection['resources'][number];

const PATH = '/eiken-toeic-exam/resource-list';

export const getExamResourceList = (directoryId: number, signal?: AbortSignal) => apiGet<ExamResourceList>(PATH, { directory_id: directoryId }, { signal });

/** A mock test's sections and their sets (the order the sitting plays them in). */
export const examResourceListQuery = (directoryId: number | undefined) =>
  queryOptions({ queryKey: [PATH, directoryId], queryFn: directoryId ? ({ signal }) => getExamResourceList(directoryId, signal) : skipToken });

export const useExamResourceList = (directoryId: number | undefined) => useQuery(examResourceListQuery(directoryId));

/** Every set of the test in order, with its section. */
export const partsOf = (list: ExamResourceList) => list.sections.flatMap((section) => section.resources.map((resource) => ({ section, resource })));
