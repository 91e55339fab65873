import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';
import { evaluationReportRoutes } from '../evaluation-reports/routes';
import { favoriteRoutes } from '../favorites/routes';
import { historyRoutes } from '../history/routes';
import { homeworkRoutes } from '../homework/routes';
import { liveRoutes } from '../live/routes';
import { rankingRoutes } from '../ranking/routes';
import { sensitiveWordRoutes } from '../sensitive-words/routes';
import { uploadRoutes } from '../uploads/routes';
import { userCardRoutes } from '../user-card/routes';
import { practiceRoutes } from './routes';

/**
 * Every route of the study records (resources and answers, homework, textbook practice,
 * uploads, history, ranking, user card, live classes, collection, sensitive words, evaluation
 * error reports), registered by app.ts in one line.
 */
export async function studyRecordRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  for (const routes of [practiceRoutes, homeworkRoutes, favoriteRoutes, historyRoutes, rankingRoutes, userCardRoutes, liveRoutes, sensitiveWordRoutes, evaluationReportRoutes]) {
    await app.register(routes, { prefix: '/v3', context });
  }
  // Serves /uploads/... as well as POST /v3/upload/audio, so it carries its own prefixes.
  await app.register(uploadRoutes, { context });
}
