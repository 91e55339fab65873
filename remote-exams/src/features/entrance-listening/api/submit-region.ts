import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import { REGION_INDEX_PATH } from './get-region-index';
import { REGION_LIST_PATH } from './get-region-list';

export type RegionSubmitReply = ApiData<'/v3/college-exam/region/submit', 'post'>;

const PATH = '/college-exam/region/submit';

export const submitRegion = (regionId: number) => apiPost<RegionSubmitReply>(PATH, { region_id: regionId });

/** Chooses the student's region: the list's choice and the region's sets change. */
export const useSubmitRegion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regionId: number) => submitRegion(regionId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [REGION_LIST_PATH] }), queryClient.invalidateQueries({ queryKey: [REGION_INDEX_PATH] })]),
  });
};
