// Every table of the portal, collected for drizzle (queries and drizzle-kit migrations).
// Tables are persistence, below the features: each file of tables/ is named after the feature
// that writes them, and any feature may read them. Add new ones here.
export * from './tables/accounts';
export * from './tables/app-config';
export * from './tables/service-status';
export * from './tables/news';
export * from './tables/feedback';
export * from './tables/points';
export * from './tables/registry';
export * from './tables/resources';
export * from './tables/homework';
export * from './tables/answers';
export * from './tables/uploads';
export * from './tables/favorites';
export * from './tables/live';
export * from './tables/ranking';
export * from './tables/evaluation-reports';
export * from './tables/eiken-toeic';
export * from './tables/eiken-exam';
export * from './tables/eiken-interview';
export * from './tables/words';
export * from './tables/word-study';
export * from './tables/phonogram';
export * from './tables/cefr';
export * from './tables/dictionary';
export * from './tables/ebook';
export * from './tables/arena';
export * from './tables/ai-course';
export * from './tables/textbook';
export * from './tables/speech-proxy';
export * from './tables/writing-topics';
export * from './tables/writing';
