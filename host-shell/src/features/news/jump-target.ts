/** Push/news jump targets (spec part 1, section 4). */
export const JUMP_SCHEMA = { homeworkDetails: 2, newsDetail: 3, none: 4, cefrHome: 5, home: 6 } as const;

/**
 * Where a push message or news item leads (spec part 1, section 4): 2 homework details, 3 news
 * detail, 4 nothing, 5 CEFR home, 6 home. Returns null for "nothing" and unknown values.
 */
export function jumpTarget(jumpSchema: number, ids: { homework_id?: number | string; message_id?: number | string } = {}): string | null {
  switch (jumpSchema) {
    case JUMP_SCHEMA.homeworkDetails:
      return ids.homework_id ? `/homework/detail?homework_id=${encodeURIComponent(String(ids.homework_id))}` : '/homeworkList';
    case JUMP_SCHEMA.newsDetail:
      return ids.message_id ? `/news/details?news_id=${encodeURIComponent(String(ids.message_id))}` : '/news';
    case JUMP_SCHEMA.cefrHome:
      return '/cefr';
    case JUMP_SCHEMA.home:
      return '/home';
    default:
      return null;
  }
}
