import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiData } from 'shared-contract';
import { apiGet } from 'shared-api';

const PATH = '/student/classes';

export type ClassList = ApiData<'/v3/student/classes', 'get'>;

export const getClasses = (signal?: AbortSignal) => apiGet<ClassList>(PATH, {}, { signal });

export const classesQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getClasses(signal) });

/** The classes the student belongs to. */
export const useClasses = () => useQuery(classesQuery());
