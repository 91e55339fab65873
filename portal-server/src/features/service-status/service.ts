import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceStatusChanges } from '../../db/tables/service-status';

/** Ops modes (spec part 1, section 4): DevOpsDisabled 0, DevOpsTips 1, Normal 2. */
export const OPT_STATUS = { disabled: 0, tips: 1, normal: 2 } as const;
export type OptMode = keyof typeof OPT_STATUS;
export const modeOf = (status: number): OptMode => (status === 0 ? 'disabled' : status === 1 ? 'tips' : 'normal');

export type ServiceStatus = { opt_status: 0 | 1 | 2; opt_mode: OptMode; opt_content: string; changed_at: string | null };

const NORMAL: ServiceStatus = { opt_status: 2, opt_mode: 'normal', opt_content: '', changed_at: null };

export async function currentServiceStatus(db: Database): Promise<ServiceStatus> {
  const [row] = await db.select().from(serviceStatusChanges).orderBy(desc(serviceStatusChanges.id)).limit(1);
  if (!row) return NORMAL;
  const mode = modeOf(row.optStatus);
  return { opt_status: OPT_STATUS[mode], opt_mode: mode, opt_content: row.optContent, changed_at: row.changedAt.toISOString() };
}

export async function setServiceStatus(db: Database, mode: OptMode, content: string, userId: number): Promise<ServiceStatus> {
  await db.insert(serviceStatusChanges).values({ optStatus: OPT_STATUS[mode], optContent: mode === 'normal' ? '' : content, changedBy: userId });
  return currentServiceStatus(db);
}

export async function serviceStatusHistory(db: Database, limit: number) {
  const rows = await db.select().from(serviceStatusChanges).orderBy(desc(serviceStatusChanges.id)).limit(limit);
  return rows.map((row) => ({
    opt_status: row.optStatus,
    opt_mode: modeOf(row.optStatus),
    opt_content: row.optContent,
    changed_by: row.changedBy,
    changed_at: row.changedAt.toISOString(),
  }));
}
