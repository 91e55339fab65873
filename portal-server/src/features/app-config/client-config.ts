import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/tables/app-config';

const score = () => z.number().int().min(0).max(100);
const wordList = () => z.array(z.string().trim().min(1).max(64)).max(2000);

/** The client config (spec part 1, sections 3 and 9): scoring thresholds and word lists. */
export const clientConfigSchema = z
  .object({
    version: z.number().int().min(1),
    cefr_downgrade_score: score(),
    cefr_upgrade_score: score(),
    excellent_score: score(),
    standard_score: score(),
    recognition_score: score(),
    word_score: score(),
    /** Words Japanese learners often mispronounce; result screens point them out. */
    poorly_words: wordList(),
    /** Names and proper nouns the scorer must not mark down (whitelist). */
    white_list_words: wordList(),
    /** Words typed answers must capitalise wherever they stand. */
    capitalized_words: wordList(),
    /** Fillers left out of scoring. */
    exclude_words: wordList(),
  })
  .strict()
  .meta({ id: 'ClientConfig' });

export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Scoring config version 10 (spec part 1, section 9); what operations may override. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  version: 10,
  cefr_downgrade_score: 40,
  cefr_upgrade_score: 80,
  excellent_score: 80,
  standard_score: 60,
  recognition_score: 80,
  word_score: 10,
  poorly_words: ['light', 'right', 'rice', 'lice', 'three', 'think', 'thank', 'very', 'berry', 'world', 'girl', 'walk', 'work', 'sea', 'she', 'hat', 'hot', 'bus', 'bath'],
  white_list_words: ['Taro', 'Hanako', 'Ken', 'Yuki', 'Emi', 'Mr.', 'Ms.', 'Tanaka', 'Suzuki', 'Sato', 'Tokyo', 'Osaka', 'Kyoto', 'Hokkaido', 'Okinawa', 'Japan'],
  capitalized_words: ['I', 'Japan', 'Japanese', 'English', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Tokyo'],
  exclude_words: ['um', 'uh', 'er', 'ah', 'hmm'],
};

const SETTING_KEY = 'client_config';

/** The config operations saved last (over the defaults); a stored value that no longer parses is ignored. */
export async function loadClientConfig(db: Database): Promise<ClientConfig> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY)).limit(1);
  if (!row) return DEFAULT_CLIENT_CONFIG;
  const merged = clientConfigSchema.safeParse({ ...DEFAULT_CLIENT_CONFIG, ...(row.value as object) });
  return merged.success ? merged.data : DEFAULT_CLIENT_CONFIG;
}

export const clientConfigOverrides = clientConfigSchema.partial().strict();

/** Saves a change; the version goes up by one unless given, so clients notice. */
export async function saveClientConfig(db: Database, overrides: z.infer<typeof clientConfigOverrides>, userId: number): Promise<ClientConfig> {
  const current = await loadClientConfig(db);
  const next = clientConfigSchema.parse({ ...current, ...overrides, version: overrides.version ?? current.version + 1 });
  const value = next;
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date(), updatedBy: userId } });
  return next;
}
