// The Business word item (spec part 3, section 3) as every business-word call returns a word:
// learning cards, bookmarks, poor words (the server's bizWordCardSchema).
import type { ApiData } from 'shared-contract';

export type BizCard = ApiData<'/v3/biz-word/bookmark-words', 'get'>['words'][number];
