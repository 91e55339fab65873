import { apiGet } from 'shared-api';
import type { ApiData } from 'shared-contract';

export type ResourceInfoQuery = { resource_id?: number; resource_code?: string };

/** A resource's info by id or by code (a grammar point's training resources are named by code). */
export const getResourceInfo = (query: ResourceInfoQuery, signal?: AbortSignal) => apiGet<ApiData<'/v3/resource/info', 'get'>>('/resource/info', query, { signal });
