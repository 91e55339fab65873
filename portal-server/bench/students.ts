// Students for the benchmarks: business students of the demo school's business class, all with
// one password (hashed once: hashing hundreds here would only slow the set-up), named after the
// benchmark that made them (`displayName` and a number), as a teacher's class list would show them.
import type { Database } from '../src/db/client';
import { classMembers, users } from '../src/db/tables/accounts';
import { hashPassword } from '../src/features/accounts/passwords';
import type { DemoSchool } from '../src/features/accounts/seed';

export async function seedStudents(db: Database, school: DemoSchool, options: { count: number; prefix: string; password: string; displayName: string }): Promise<string[]> {
  const passwordHash = await hashPassword(options.password);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, n) => ({
        loginId: `${options.prefix}${String(n + 1).padStart(4, '0')}`,
        passwordHash,
        role: 'student' as const,
        username: `${options.displayName}${n + 1}`,
        nickname: `生徒${n + 1}`,
        schoolId: school.schoolId,
        isBusinessStudent: true,
      })),
    )
    .returning({ id: users.id, loginId: users.loginId });
  await db.insert(classMembers).values(rows.map((row) => ({ classId: school.classIds.business, userId: row.id })));
  return rows.map((row) => row.loginId);
}
