// Every table of the portal, collected for drizzle (queries and drizzle-kit migrations).
// Each feature keeps its tables in its own schema.ts; add new ones here.
export * from '../features/accounts/schema';
export * from '../features/registry/schema';
export * from '../features/eiken-toeic/schema';
export * from '../features/dictionary/schema';
export * from '../features/ebook/schema';
export * from '../features/arena/schema';
export * from '../features/ai-course/schema';
