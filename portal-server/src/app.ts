import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './context';
import { authPlugin, type AuthRule } from './http/auth';
import { registerApiCompression } from './http/compression';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { requestLogSerializer } from './http/log-redaction';
import { rejectNulCharacters } from './http/input-guard';
import { refuseOversizedBeforeContinue } from './http/body-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { accountRoutes } from './features/accounts/routes';
import { appConfigRoutes } from './features/app-config/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { newsRoutes } from './features/news/routes';
import { pointsRoutes } from './features/points/routes';
import { serviceStatusRoutes } from './features/service-status/routes';
import { registryRoutes } from './features/registry/routes';
import { speechProxyRoutes } from './features/speech-proxy/routes';
import { portalSiteRoutes } from './features/portal-site/routes';
import { practiceRoutes } from './features/answers/routes';
import { homeworkRoutes } from './features/homework/routes';
import { writingRoutes } from './features/writing/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { historyRoutes } from './features/history/routes';
import { rankingRoutes } from './features/ranking/routes';
import { userCardRoutes } from './features/user-card/routes';
import { liveRoutes } from './features/live/routes';
import { sensitiveWordRoutes } from './features/sensitive-words/routes';
import { evaluationReportRoutes } from './features/evaluation-reports/routes';
import { uploadRoutes } from './features/uploads/routes';
import { eikenToeicRoutes } from './features/eiken-toeic/routes';
import { eikenExamRoutes } from './features/eiken-exam/routes';
import { examFamilyRoutes } from './features/exam-families/routes';
import { eikenTrainingRoutes } from './features/eiken-training/routes';
import { bizWordRoutes } from './features/biz-word/routes';
import { earListenRoutes } from './features/biz-word/ear-listen-routes';
import { studyWordRoutes } from './features/study-word/routes';
import { wordQuizRoutes } from './features/word-quiz/routes';
import { favoriteWordRoutes } from './features/word-favorites/routes';
import { phonogramRoutes } from './features/phonogram/routes';
import { eikenInterviewRoutes } from './features/eiken-interview/routes';
import { cefrRoutes } from './features/cefr/routes';
import { dictionaryRoutes } from './features/dictionary/routes';
import { ebookRoutes } from './features/ebook/routes';
import { arenaRoutes } from './features/arena/routes';
import { aiCourseRoutes } from './features/ai-course/routes';
import { resourcePackageRoutes } from './features/textbook/package-files';
import { textbookRoutes } from './features/textbook/routes';

// Validation messages in Japanese: errmsg is shown to students as it is.
z.config(z.locales.ja());

/** Form and JSON bodies: 1 MB is far beyond any field the API takes. */
const BODY_LIMIT = 1024 * 1024;

export type RouteInfo = { method: string; url: string; auth: AuthRule | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD twins left out): the per-route tests are driven from it. */
    routeCatalog: RouteInfo[];
  }
}

/** Every route must say who may call it (config.auth); a route that forgets fails at start-up. */
function catalogueRoutes(app: FastifyInstance): void {
  app.decorate('routeCatalog', [] as RouteInfo[]);
  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/v3/') || route.url.startsWith('/ops/');
    if (guarded && !route.config?.auth) throw new Error(`${route.method} ${route.url} has no config.auth rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeCatalog.push({ method, url: route.url, auth: route.config?.auth });
    }
  });
}

/**
 * Every route of the study records (resources and answers, homework, textbook practice,
 * uploads, history, ranking, user card, live classes, collection, sensitive words, evaluation
 * error reports), registered as one plugin.
 */
async function studyRecordRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  for (const routes of [practiceRoutes, homeworkRoutes, favoriteRoutes, historyRoutes, rankingRoutes, userCardRoutes, liveRoutes, sensitiveWordRoutes, evaluationReportRoutes]) {
    await app.register(routes, { prefix: '/v3', context });
  }
  // Serves /uploads/... as well as POST /v3/upload/audio, so it carries its own prefixes.
  await app.register(uploadRoutes, { context });
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: context.config.logLevel, serializers: { req: requestLogSerializer } },
    // Forwarded addresses are believed only from the configured proxies (by default one on this
    // machine), so a client cannot pick its own address to slip past the per-address login limit.
    trustProxy: context.config.trustProxy,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  refuseOversizedBeforeContinue(app, BODY_LIMIT);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  catalogueRoutes(app);
  // Before any route: every answer, error or file carries the browser security headers.
  registerSecurityHeaders(app, { hstsMaxAge: context.config.hstsMaxAge });
  // Before any route: it decides per route whether answers are compressed.
  await registerApiCompression(app);

  await app.register(formbody);
  // Limits are per route (http/multipart.ts); these only bound what any multipart body may hold.
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 40, fields: 30, parts: 80 } });
  await registerOpenApi(app);
  await app.register(authPlugin, { database: context.database });
  // After the auth hook: a request without a token is a 401 whatever its parameters hold.
  rejectNulCharacters(app);

  openApiRoute(app);
  await app.register(accountRoutes, { prefix: '/v3', context });
  await app.register(appConfigRoutes, { context });
  await app.register(serviceStatusRoutes, { context });
  await app.register(dashboardRoutes, { prefix: '/v3', context });
  await app.register(newsRoutes, { prefix: '/v3', context });
  await app.register(feedbackRoutes, { context });
  await app.register(pointsRoutes, { prefix: '/v3', context });
  await app.register(writingRoutes, { prefix: '/v3', context });
  for (const moduleRoutes of [eikenToeicRoutes, eikenExamRoutes, examFamilyRoutes, eikenTrainingRoutes, eikenInterviewRoutes, cefrRoutes, dictionaryRoutes, ebookRoutes, arenaRoutes, aiCourseRoutes]) {
    await app.register(moduleRoutes, { prefix: '/v3', context });
  }
  // Word study and its word test (issue 13).
  await app.register(studyWordRoutes, { prefix: '/v3', context });
  await app.register(wordQuizRoutes, { prefix: '/v3', context });
  // Business words with their ear listening, and the favourite words of both word modules (issue 13).
  for (const wordRoutes of [bizWordRoutes, earListenRoutes, favoriteWordRoutes]) await app.register(wordRoutes, { prefix: '/v3', context });
  // Phonics: sound-spelling patterns, practice marked on the target sound, the timed challenge (issue 14).
  await app.register(phonogramRoutes, { prefix: '/v3', context });
  await app.register(registryRoutes, { context });
  await app.register(speechProxyRoutes, { context });
  await app.register(studyRecordRoutes, { context });
  await app.register(textbookRoutes, { prefix: '/v3', context });
  await app.register(resourcePackageRoutes, { context });
  // The SPA fallback answers only the GETs no other route claims (a wildcard ranks last).
  await app.register(portalSiteRoutes, { context });

  return app;
}
