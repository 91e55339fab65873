// remote-arena's route subtree (exposed as ./routes): every path under /arena (spec part 3,
// "Arena"). Each feature declares its own routes; the arena top is in the first chunk, the other
// pages load when one of their routes is first opened.
import type { RouteObject } from 'shared-ui/router';
import { aboutRoutes } from './features/about/about-routes';
import { battleTypesRoutes } from './features/battle-types/battle-types-routes';
import { grammarRoutes } from './features/grammar/grammar-routes';
import { pkBattleRoutes } from './features/pk-battle/pk-battle-routes';
import { wrongQuestionsRoutes } from './features/wrong-questions/wrong-questions-routes';

/** This build, as the host shows it under every page of this remote. */
export const build = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export const routes: RouteObject[] = [...battleTypesRoutes, ...pkBattleRoutes, ...grammarRoutes, ...aboutRoutes, ...wrongQuestionsRoutes];
