import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authPlugin } from './http/auth';
import { installErrorHandling } from './http/error-handler';
import { accountRoutes } from './features/accounts/routes';
import { registryRoutes } from './features/registry/routes';
import { speechProxyRoutes } from './features/speech-proxy/routes';
import { portalSiteRoutes } from './features/portal-site/routes';
import { eikenToeicRoutes } from './features/eiken-toeic/routes';
import { dictionaryRoutes } from './features/dictionary/routes';
import { ebookRoutes } from './features/ebook/routes';
import { arenaRoutes } from './features/arena/routes';
import { aiCourseRoutes } from './features/ai-course/routes';

// Validation messages in Japanese: errmsg is shown to students as it is.
z.config(z.locales.ja());

export type AppContext = {
  config: Config;
  database: DatabaseHandle;
};

/** Every route must say who may call it (config.auth); a route that forgets fails at start-up. */
function requireAuthRule(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/v3/') || route.url.startsWith('/ops/');
    if (guarded && !route.config?.auth) throw new Error(`${route.method} ${route.url} has no config.auth rule`);
  });
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: context.config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Query strings like ?a=1&a=2 become arrays, which schemas then reject as a 400.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  requireAuthRule(app);

  await app.register(formbody);
  await app.register(authPlugin, { db: context.database.db });
  await app.register(accountRoutes, { prefix: '/v3', context });
  for (const moduleRoutes of [eikenToeicRoutes, dictionaryRoutes, ebookRoutes, arenaRoutes, aiCourseRoutes]) {
    await app.register(moduleRoutes, { prefix: '/v3', context });
  }
  await app.register(registryRoutes, { context });
  await app.register(speechProxyRoutes, { context });
  // The SPA fallback answers only the GETs no other route claims (a wildcard ranks last).
  await app.register(portalSiteRoutes, { context });

  return app;
}
