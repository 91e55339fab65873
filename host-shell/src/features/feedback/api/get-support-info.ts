import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackApi } from 'shared-api';

const PATH = '/feedback/support-info';

/**
 * FAQ, the support page and the limits of the feedback form. The typed call stays in shared-api's
 * feedback, whose resource feedback shared-ui uses; a 400 is shown by the page (error block, or
 * the form's default limits) rather than toasted.
 */
export const getSupportInfo = (signal?: AbortSignal) => feedbackApi.fetchFeedbackSupportInfo({ signal, silentBadRequest: true });

export const supportInfoQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getSupportInfo(signal) });

export const useSupportInfo = () => useQuery(supportInfoQuery());
