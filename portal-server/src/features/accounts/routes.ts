import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app';
import { currentUser } from '../../http/auth';
import { ok, tooManyRequests, unauthorized } from '../../http/reply';
import { studentQuery } from '../../http/schemas';
import { verifyPassword } from './passwords';
import { users } from './schema';
import { issueToken, revokeToken } from './tokens';
import { checkLoginAllowed, recordLoginFailure, clearLoginFailures } from './login-rate-limit';

const LOGIN_FAILED = 'ID（またはメールアドレス）かパスワードが正しくありません。';
const TOO_MANY = 'ログインの失敗が続いたため、しばらくログインできません。15分ほど待ってからもう一度お試しください。';

export async function accountRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.post(
    '/student/login',
    {
      config: { auth: 'public' },
      schema: {
        body: z
          .object({
            account: z.string().trim().min(1, 'IDまたはメールアドレスを入力してください').max(254),
            password: z.string().min(1, 'パスワードを入力してください').max(128),
            device: z.string().max(200).optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      const { account, password, device } = request.body;
      const keys = [`account:${account.toLowerCase()}`, `ip:${request.ip}`];
      if (!(await checkLoginAllowed(db, keys))) throw tooManyRequests(TOO_MANY);

      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.loginId, account), eq(sql`lower(${users.email})`, account.toLowerCase())))
        .limit(1);
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        await recordLoginFailure(db, keys);
        throw unauthorized(LOGIN_FAILED);
      }
      await clearLoginFailures(db, [`account:${account.toLowerCase()}`]);
      const token = await db.transaction((tx) => issueToken(tx, user.id, device ?? request.headers['user-agent'] ?? ''));
      return ok({ token, student_id: user.id, role: user.role });
    },
  );

  app.post('/student/logout', { config: { auth: 'student' }, schema: { querystring: studentQuery } }, async (request) => {
    currentUser(request);
    if (request.authTokenId !== null) await revokeToken(db, request.authTokenId);
    return ok(null);
  });

}
