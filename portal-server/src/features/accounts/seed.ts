import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, classMembers, eduCards, schools, users } from '../../db/tables/accounts';
import { hashPassword } from './passwords';

/** Every demo account's password (DESIGN.md "Demo school accounts"). */
export const DEMO_PASSWORD = 'pass1234';

type DemoRole = 'student' | 'teacher' | 'ops';
type DemoAccount = {
  loginId: string;
  role: DemoRole;
  username: string;
  nickname: string;
  kind?: 'business' | 'college';
  /** Card state to show the dialogs: active (default), inactive (active_status 0) or expired. */
  card?: 'active' | 'inactive' | 'expired' | 'none';
  classKey?: 'business' | 'college';
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginId: 'teacher01', role: 'teacher', username: '佐藤 先生', nickname: '佐藤先生' },
  { loginId: 'biz01', role: 'student', username: '田中 太郎', nickname: 'たろう', kind: 'business', classKey: 'business' },
  { loginId: 'biz02', role: 'student', username: '鈴木 花子', nickname: 'はなこ', kind: 'business', classKey: 'business' },
  { loginId: 'biz03', role: 'student', username: '高橋 健太', nickname: 'けんた', kind: 'business', classKey: 'business' },
  { loginId: 'biz04', role: 'student', username: '伊藤 美咲', nickname: 'みさき', kind: 'business' },
  { loginId: 'biz05', role: 'student', username: '渡辺 翔', nickname: 'しょう', kind: 'business' },
  { loginId: 'col01', role: 'student', username: '山本 大輔', nickname: 'だいすけ', kind: 'college', classKey: 'college' },
  { loginId: 'col02', role: 'student', username: '中村 さくら', nickname: 'さくら', kind: 'college', classKey: 'college' },
  { loginId: 'col03', role: 'student', username: '小林 悠人', nickname: 'ゆうと', kind: 'college', classKey: 'college' },
  { loginId: 'inactive01', role: 'student', username: '加藤 結衣', nickname: 'ゆい', kind: 'business', card: 'inactive', classKey: 'business' },
  { loginId: 'expired01', role: 'student', username: '吉田 蓮', nickname: 'れん', kind: 'business', card: 'expired', classKey: 'business' },
  { loginId: 'ops01', role: 'ops', username: '運用 担当', nickname: '運用担当' },
];

export const DEMO_SCHOOL = {
  name: 'さくら英語スクール',
  appName: 'さくら英語ポータル',
  logoUrl: '/site/images/school-logo.svg',
  linkUrl: '/home',
} as const;

export const DEMO_CLASSES = {
  business: { name: 'ビジネス英語 月曜クラス', joinCode: 'BIZMON' },
  college: { name: '大学英語 基礎クラス', joinCode: 'COLB01' },
} as const;

/** Spare cards nobody holds yet, so activation can be tried with a fresh number. */
export const SPARE_CARDS = ['EC-SPARE-0001', 'EC-SPARE-0002', 'EC-SPARE-0003'] as const;

export type DemoSchool = {
  schoolId: number;
  classIds: Record<keyof typeof DEMO_CLASSES, number>;
  /** User id by login id. */
  userIds: Record<string, number>;
  /** Card number by login id, for the students that have one. */
  cardNumbers: Record<string, string>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const cardNumber = (loginId: string) => `EC-${loginId.toUpperCase()}`;

/**
 * Creates the demo school once: school, two classes with join codes, teacher, students of
 * each kind, ops user and their cards. Running it again adds what is missing and leaves
 * what exists alone (a demo student's changed password or name stays changed).
 */
export async function seedDemoSchool(db: Database): Promise<DemoSchool> {
  const schoolId = await ensureSchool(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        loginId: account.loginId,
        email: `${account.loginId}@demo.sakura-eigo.jp`,
        passwordHash,
        role: account.role,
        username: account.username,
        nickname: account.nickname,
        schoolId: account.role === 'ops' ? null : schoolId,
        isCollegeStudent: account.kind === 'college',
        isBusinessStudent: account.kind === 'business',
        studentFlag: account.kind === 'college' ? 'COLLEGE' : 'BIZ',
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, loginId: users.loginId })
    .from(users)
    .where(inArray(users.loginId, DEMO_ACCOUNTS.map((a) => a.loginId)));
  const userIds = Object.fromEntries(rows.map((row) => [row.loginId, row.id]));

  const teacherId = userIds.teacher01 ?? null;
  await db
    .insert(classes)
    .values(Object.values(DEMO_CLASSES).map((klass) => ({ schoolId, name: klass.name, joinCode: klass.joinCode, teacherId })))
    .onConflictDoNothing();
  const classRows = await db.select().from(classes).where(inArray(classes.joinCode, Object.values(DEMO_CLASSES).map((c) => c.joinCode)));
  const classIdOf = (key: keyof typeof DEMO_CLASSES) => classRows.find((row) => row.joinCode === DEMO_CLASSES[key].joinCode)!.id;
  const classIds = { business: classIdOf('business'), college: classIdOf('college') };

  const memberships = DEMO_ACCOUNTS.filter((a) => a.classKey).map((a) => ({ classId: classIds[a.classKey!], userId: userIds[a.loginId]! }));
  await db.insert(classMembers).values(memberships).onConflictDoNothing();

  const now = Date.now();
  const cardNumbers: Record<string, string> = {};
  const cards = DEMO_ACCOUNTS.filter((a) => a.role === 'student' && a.card !== 'none').map((a) => {
    cardNumbers[a.loginId] = cardNumber(a.loginId);
    const expired = a.card === 'expired';
    return {
      cardId: cardNumber(a.loginId),
      userId: userIds[a.loginId]!,
      activeStatus: a.card === 'inactive' ? 0 : 1,
      expiresAt: new Date(expired ? now - 30 * DAY_MS : now + 365 * DAY_MS),
      activatedAt: a.card === 'inactive' ? null : new Date(now - (expired ? 395 : 30) * DAY_MS),
    };
  });
  const spare = SPARE_CARDS.map((cardId) => ({ cardId, userId: null, activeStatus: 0, expiresAt: new Date(now + 365 * DAY_MS), activatedAt: null }));
  await db.insert(eduCards).values([...cards, ...spare]).onConflictDoNothing();

  return { schoolId, classIds, userIds, cardNumbers };
}

async function ensureSchool(db: Database): Promise<number> {
  const [existing] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL.name)).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(schools).values(DEMO_SCHOOL).returning({ id: schools.id });
  return created!.id;
}

/** The lines `seed` prints so people know how to sign in. */
export function demoLoginLines(school: DemoSchool): string[] {
  const describe = (account: DemoAccount) => {
    if (account.role === 'teacher') return '先生 / teacher';
    if (account.role === 'ops') return '運用担当 / operations';
    const kind = account.kind === 'college' ? '大学生 / college student' : 'ビジネス・一般 / business student';
    if (account.card === 'inactive') return `${kind}, カード未有効化 / inactive card (${school.cardNumbers[account.loginId]})`;
    if (account.card === 'expired') return `${kind}, カード期限切れ / expired card`;
    return kind;
  };
  return [
    `Demo logins (password ${DEMO_PASSWORD} for every account):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.loginId.padEnd(11)} ${describe(account)}`),
    `  class codes: ${DEMO_CLASSES.business.joinCode} (${DEMO_CLASSES.business.name}), ${DEMO_CLASSES.college.joinCode} (${DEMO_CLASSES.college.name})`,
    `  spare card numbers for activation: ${SPARE_CARDS.join(', ')}`,
  ];
}
