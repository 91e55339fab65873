import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoApi, type Protocols } from 'shared-api';

export type { Protocols };

const PATH = '/app/protocols';

// The typed call stays in shared-api's app-info, which shared-speech also uses.
export const getProtocols = (signal?: AbortSignal) => appInfoApi.fetchProtocols({ signal });

export const protocolsQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getProtocols(signal) });

/** Where the terms of use, the privacy policy, the SDK list and the licence are published. */
export const useProtocols = () => useQuery(protocolsQuery());
