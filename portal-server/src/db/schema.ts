// Every table of the portal, collected for drizzle (queries and drizzle-kit migrations).
// Each feature keeps its tables in its own schema.ts; add new ones here.
export * from '../features/accounts/schema';
export * from '../features/app-config/schema';
export * from '../features/service-status/schema';
export * from '../features/news/schema';
export * from '../features/feedback/schema';
export * from '../features/points/schema';
export * from '../features/registry/schema';
export * from '../features/resources/schema';
export * from '../features/homework/schema';
export * from '../features/answers/schema';
export * from '../features/uploads/schema';
export * from '../features/favorites/schema';
export * from '../features/live/schema';
export * from '../features/ranking/schema';
export * from '../features/evaluation-reports/schema';
export * from '../features/eiken-toeic/schema';
export * from '../features/dictionary/schema';
export * from '../features/ebook/schema';
export * from '../features/arena/schema';
export * from '../features/ai-course/schema';
export * from '../features/textbook/schema';
