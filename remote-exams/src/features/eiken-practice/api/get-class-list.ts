import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type EikenClassList = ApiData<'/v3/eiken-toeic/get-class-list', 'get'>;
export type EikenClass = EikenClassList['list'][number];
/** The exam families the practice calls take as `exam=` (eiken, toeic, tokyo, college, highschool). */
export type ExamKind = NonNullable<EikenClassList['level']>['exam'];

const PATH = '/eiken-toeic/get-class-list';

export const getClassList = (exam?: ExamKind, signal?: AbortSignal) => apiGet<EikenClassList>(PATH, { exam }, { signal });

/**
 * The practice directories of the student's target grade, with progress (none until a grade is
 * chosen); with `exam`, that exam family's directories whatever the grade.
 */
export const classListQuery = (exam?: ExamKind) => queryOptions({ queryKey: exam ? [PATH, exam] : [PATH], queryFn: ({ signal }) => getClassList(exam, signal) });

export const useClassList = (exam?: ExamKind) => useQuery(classListQuery(exam));
