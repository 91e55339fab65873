import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authTokens, users } from '../../db/tables/accounts';
import { currentUser, requestFeedMark, tokenProblemMessage } from '../../http/auth';
import { ApiError, badRequest, ok, tooManyRequests, unauthorized } from '../../http/reply';
import { emptyBody, isoTime, nothing, publicQuery, responses, studentQuery, text } from '../../http/schemas';
import { activateCard, cardState, currentCard } from './cards';
import { countingWrongCodes, guessKey, limitedPasswordCheck, loginSubject, releaseAttempt, reserveAttempt, TOO_MANY_ATTEMPTS } from './login-rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import { joinClass, studentClasses, userInfo } from './service';
import { issueToken, lookupToken, revokeOtherTokens, revokeToken } from './tokens';

const LOGIN_FAILED = 'ID（またはメールアドレス）かパスワードが正しくありません。';
const WRONG_OLD_PASSWORD = '現在のパスワードが正しくありません。';

const flag01 = z.union([z.literal(0), z.literal(1)]);

const classInfo = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  school_name: z.string(),
  teacher_name: z.string().nullable(),
  joined_at: isoTime,
});

const userInfoData = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string(),
  logo: z.object({ logo_url: z.string(), link_url: z.string() }),
  app_name: z.string(),
  school_name: z.string(),
  is_college_student: flag01,
  is_business_student: flag01,
  student_flag: z.string(),
  userAuth: z.object({ isCollegeStudent: flag01 }),
  classes: z.array(classInfo),
});

/**
 * New passwords (spec part 1, section 5): all three filled, at least six characters,
 * half-width letters and digits only, at most ten, the two new entries equal, and different
 * from the current one.
 */
const changePasswordBody = z
  .object({
    old_password: z.string().min(1, '現在のパスワードを入力してください').max(128),
    new_password: z
      .string()
      .min(1, '新しいパスワードを入力してください')
      .min(6, 'パスワードは6文字以上で入力してください')
      .max(10, 'パスワードは半角英数字10文字以内で入力してください')
      .regex(/^[A-Za-z0-9]+$/, 'パスワードは半角英数字で入力してください'),
    confirm_password: z.string().min(1, '確認のため新しいパスワードをもう一度入力してください').max(128),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.confirm_password !== body.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: '新しいパスワードが一致しません' });
    }
    if (body.new_password === body.old_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: '新しいパスワードは現在のパスワードと違うものにしてください' });
    }
  });

export async function accountRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  app.post(
    '/student/login',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'ログイン（ID またはメールアドレスとパスワード）',
        description: '同じアカウントの他の端末のトークンは失効し、その端末の次の呼び出しは「他の端末でログインされた」401 になる。失敗はアドレスごと、アカウントとアドレスの組ごとに制限される（429）。別のアドレスからの本人のログインは止まらない。',
        tags: ['accounts'],
        querystring: publicQuery,
        body: z
          .object({
            account: z.string().trim().min(1, 'IDまたはメールアドレスを入力してください').max(254),
            password: z.string().min(1, 'パスワードを入力してください').max(128),
            device: z.string().max(200).optional(),
          })
          .strict(),
        response: responses(
          z.object({
            token: z.string(),
            student_id: z.number().int(),
            role: z.enum(['student', 'teacher', 'ops']),
            is_college_student: flag01,
            is_business_student: flag01,
            student_flag: z.string(),
          }),
        ),
      },
    },
    async (request) => {
      const { account, password, device } = request.body;
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.loginId, account), eq(sql`lower(${users.email})`, account.toLowerCase())))
        .limit(1);
      // Keyed by the user when there is one, so its ID and its email share one allowance.
      const right = await limitedPasswordCheck(db, user ? loginSubject(user.id) : account, request.ip, async (beforeHash) =>
        user ? verifyPassword(password, user.passwordHash, beforeHash) : (await beforeHash(), false),
      );
      if (!user || !right) throw unauthorized(LOGIN_FAILED);
      const token = await db.transaction((tx) => issueToken(tx, user.id, device ?? request.headers['user-agent'] ?? ''));
      return ok({
        token,
        student_id: user.id,
        role: user.role,
        is_college_student: user.isCollegeStudent ? 1 : 0,
        is_business_student: user.isBusinessStudent ? 1 : 0,
        student_flag: user.studentFlag,
      } as const);
    },
  );

  app.post(
    '/student/logout',
    { config: { auth: 'student' }, schema: { summary: 'ログアウト（このトークンを失効）', tags: ['accounts'], querystring: studentQuery, body: emptyBody, response: responses(nothing) } },
    async (request) => {
      currentUser(request);
      if (request.authTokenId !== null) await revokeToken(db, request.authTokenId, 'logout');
      return ok(null);
    },
  );

  app.get(
    '/student/info',
    { config: { auth: 'student' }, schema: { summary: 'ユーザー情報（app_name とロゴを含む）', tags: ['accounts'], querystring: studentQuery, response: responses(userInfoData) } },
    async (request) => {
      const user = currentUser(request);
      // Built from the accounts tables only, so the session cache keeps it correct (session-cache.ts).
      return ok(await request.server.sessions.memo(user.id, 'info', () => userInfo(db, user), requestFeedMark(request)));
    },
  );

  app.get(
    '/student/check-token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'トークンがまだ有効か確かめる',
        description: '無効なら 401 で、理由（他の端末でのログイン、期限切れなど）を errmsg に入れて返す。',
        tags: ['accounts'],
        querystring: studentQuery.partial({ student_id: true }).extend({ token: z.string().min(1).max(200) }).strict(),
        response: responses(z.object({ valid: z.literal(1), student_id: z.number().int(), expires_in_days: z.number().int() })),
      },
    },
    async (request) => {
      const found = await lookupToken(db, request.query.token);
      if (found.status !== 'valid') throw unauthorized(tokenProblemMessage(found.status));
      if (request.query.student_id !== undefined && request.query.student_id !== found.user.id) {
        throw new ApiError(403, 'このデータにはアクセスできません。');
      }
      const [row] = await db.select({ expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.id, found.tokenId));
      const days = Math.max(0, Math.floor(((row?.expiresAt.getTime() ?? Date.now()) - Date.now()) / 86_400_000));
      return ok({ valid: 1 as const, student_id: found.user.id, expires_in_days: days });
    },
  );

  app.post(
    '/student/fcm-token',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'この端末のプッシュ通知トークンを登録',
        tags: ['accounts'],
        querystring: studentQuery,
        body: z.object({ fcm_token: z.string().trim().min(1).max(4096) }).strict(),
        response: responses(nothing),
      },
    },
    async (request) => {
      currentUser(request);
      if (request.authTokenId === null) throw unauthorized('ログインしてください。');
      await db.update(authTokens).set({ pushToken: request.body.fcm_token }).where(eq(authTokens.id, request.authTokenId));
      return ok(null);
    },
  );

  app.post(
    '/student/change-name',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'ニックネームの変更',
        tags: ['accounts'],
        querystring: studentQuery,
        body: z.object({ nickname: text(20) }).strict(),
        response: responses(z.object({ nickname: z.string() })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await db.update(users).set({ nickname: request.body.nickname }).where(eq(users.id, user.id));
      return ok({ nickname: request.body.nickname });
    },
  );

  app.post(
    '/student/change-password',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'パスワードの変更',
        description: '新しいパスワードは半角英数字6〜10文字。変更すると、この端末以外のログインは失効する。',
        tags: ['accounts'],
        querystring: studentQuery,
        body: changePasswordBody,
        response: responses(nothing),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const keys = [guessKey('password', user.id)];
      if (!(await reserveAttempt(db, keys))) throw tooManyRequests(TOO_MANY_ATTEMPTS);
      if (!(await verifyPassword(request.body.old_password, user.passwordHash))) throw badRequest(WRONG_OLD_PASSWORD);
      await releaseAttempt(db, keys);
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        if (request.authTokenId !== null) await revokeOtherTokens(tx, user.id, request.authTokenId, 'password');
      });
      return ok(null);
    },
  );

  app.post(
    '/student/join-class',
    {
      config: { auth: 'student' },
      schema: {
        summary: 'クラスコードでクラスに参加',
        description: 'すでに参加しているクラスなら何も変えずに成功（already_joined=1）。',
        tags: ['accounts'],
        querystring: studentQuery,
        body: z.object({ class_code: z.string().trim().min(1, 'クラスコードを入力してください').max(32) }).strict(),
        response: responses(z.object({ class: classInfo, already_joined: flag01 })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const keys = [guessKey('class-code', user.id)];
      if (!(await reserveAttempt(db, keys))) throw tooManyRequests(TOO_MANY_ATTEMPTS);
      const result = await countingWrongCodes(db, keys, () => db.transaction((tx) => joinClass(tx, user, request.body.class_code)));
      return ok({ class: result.klass, already_joined: result.alreadyJoined ? 1 : 0 } as const);
    },
  );

  app.get(
    '/student/classes',
    { config: { auth: 'student' }, schema: { summary: '参加しているクラス', tags: ['accounts'], querystring: studentQuery, response: responses(z.object({ list: z.array(classInfo) })) } },
    async (request) => ok({ list: await studentClasses(db, currentUser(request).id) }),
  );

  app.post(
    '/edu-card/activate',
    {
      config: { auth: 'student' },
      schema: {
        summary: '学習カードの有効化（card_id）',
        description: '自分の未有効化カード、または未割り当てのカードの番号で有効化する。成功したらクラス参加画面へ進む。',
        tags: ['accounts'],
        querystring: studentQuery,
        body: z.object({ card_id: z.string().trim().min(1, 'カード番号を入力してください').max(64) }).strict(),
        response: responses(z.object({ cur_card: cardState, already_active: flag01 })),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const keys = [guessKey('card', user.id)];
      if (!(await reserveAttempt(db, keys))) throw tooManyRequests(TOO_MANY_ATTEMPTS);
      const result = await countingWrongCodes(db, keys, () => db.transaction((tx) => activateCard(tx, user.id, request.body.card_id)));
      return ok({ cur_card: result.card, already_active: result.alreadyActive ? 1 : 0 } as const);
    },
  );

  app.get(
    '/edu-card/current',
    {
      config: { auth: 'student' },
      schema: { summary: '現在の学習カード（ダイアログの判定用）', tags: ['accounts'], querystring: studentQuery, response: responses(z.object({ cur_card: cardState.nullable() })) },
    },
    async (request) => ok({ cur_card: await currentCard(db, currentUser(request).id) }),
  );
}

