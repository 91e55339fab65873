import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classes, classMembers, schools, users } from '../../db/tables/accounts';
import { forbidden, notFound } from '../../http/reply';

type UserRow = typeof users.$inferSelect;

export type ClassInfo = { class_id: number; class_name: string; school_name: string; teacher_name: string | null; joined_at: string };

export async function studentClasses(db: Database | Transaction, userId: number): Promise<ClassInfo[]> {
  const rows = await db
    .select({ classId: classes.id, className: classes.name, schoolName: schools.name, teacherName: users.username, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classMembers.joinedAt), asc(classes.id));
  return rows.map((row) => ({
    class_id: row.classId,
    class_name: row.className,
    school_name: row.schoolName,
    teacher_name: row.teacherName,
    joined_at: row.joinedAt.toISOString(),
  }));
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** User info (spec part 1, section 3) with the auth flags the shell stores. */
export async function userInfo(db: Database, user: UserRow) {
  const [school] = user.schoolId ? await db.select().from(schools).where(eq(schools.id, user.schoolId)).limit(1) : [];
  return {
    id: user.id,
    student_id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? '',
    avatar: user.avatar,
    logo: { logo_url: school?.logoUrl ?? '', link_url: school?.linkUrl ?? '' },
    app_name: school?.appName ?? DEFAULT_APP_NAME,
    school_name: school?.name ?? '',
    is_college_student: flag(user.isCollegeStudent),
    is_business_student: flag(user.isBusinessStudent),
    student_flag: user.studentFlag,
    userAuth: { isCollegeStudent: flag(user.isCollegeStudent) },
    classes: await studentClasses(db, user.id),
  };
}

/** Shown when a student belongs to no school. */
export const DEFAULT_APP_NAME = 'えいごポータル';

/** Class codes are printed in capitals; accept full-width characters, spaces and lower case as typed. */
export const normaliseClassCode = (input: string) => input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

export const CLASS_CODE_UNKNOWN = 'クラスコードが見つかりません。先生から受け取ったコードを確かめてください。';

/**
 * Joins the class with this code; joining a class one already belongs to changes nothing.
 * A student without a school joins the class's school; a class of another school is
 * treated as unknown, so codes of other schools cannot be probed.
 */
export async function joinClass(tx: Transaction, user: UserRow, code: string): Promise<{ klass: ClassInfo; alreadyJoined: boolean }> {
  const userId = user.id;
  const [klass] = await tx.select().from(classes).where(eq(classes.joinCode, normaliseClassCode(code))).limit(1);
  if (!klass || (user.schoolId !== null && user.schoolId !== klass.schoolId)) throw notFound(CLASS_CODE_UNKNOWN);
  if (user.schoolId === null) await tx.update(users).set({ schoolId: klass.schoolId }).where(eq(users.id, userId));
  const inserted = await tx.insert(classMembers).values({ classId: klass.id, userId }).onConflictDoNothing().returning();
  const info = (await studentClasses(tx, userId)).find((c) => c.class_id === klass.id);
  if (!info) throw notFound(CLASS_CODE_UNKNOWN);
  return { klass: info, alreadyJoined: inserted.length === 0 };
}

export async function isClassMember(db: Database | Transaction, userId: number, classId: number): Promise<boolean> {
  const rows = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .where(and(eq(classMembers.userId, userId), eq(classMembers.classId, classId)))
    .limit(1);
  return rows.length > 0;
}

export const TEACHER_MESSAGES = {
  notTeacher: '先生のアカウントでログインしてください。',
  notYourClass: '担当していないクラスには宿題を出せません。',
} as const;

/** A teacher may set work for a class (homework, notices, live classes) only if they teach it. */
export async function assertTeacherOfClass(db: Database | Transaction, user: { id: number; role: string }, classId: number): Promise<void> {
  if (user.role !== 'teacher') throw forbidden(TEACHER_MESSAGES.notTeacher);
  const [row] = await db.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, classId)).limit(1);
  if (!row || row.teacherId !== user.id) throw forbidden(TEACHER_MESSAGES.notYourClass);
}
