import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoApi, type HomeModule } from 'shared-api';

export type { HomeModule };

const PATH = '/app/home-modules';

// The typed call stays in shared-api's app-info, which shared-speech also uses.
export const getHomeModules = (signal?: AbortSignal) => appInfoApi.fetchHomeModules({ signal });

export const homeModulesQuery = () => queryOptions({ queryKey: [PATH], queryFn: ({ signal }) => getHomeModules(signal) });

/** The study menu tiles the server picks for the student's type (college or business). */
export const useHomeModules = () => useQuery(homeModulesQuery());
