// The writing routes (spec part 3: /skillup/writing/index|form|result|history|history/deep,
// /skillup/ai-writing, /ai-writing/detail|list|result|result/analysis|history|homework-detail, and
// the teacher's /ai-writing/teacher), spread into remote-aistudy's routes. Their pages load when
// one of them is first opened.
import type { RouteObject } from 'shared-ui/router';
import { lazyPage } from 'shared-ui';
import { AI_WRITING, AI_WRITING_HOMEWORK, AI_WRITING_LIST, SKILLUP_WRITING, TEACHER_WRITING } from './writing-paths';

const pages = () => import('./writing-pages');

export const writingRoutes: RouteObject[] = [
  { path: SKILLUP_WRITING.home, lazy: lazyPage(pages, 'SkillupWritingHome'), handle: { name: 'skillupWritingIndex' } },
  { path: SKILLUP_WRITING.form, lazy: lazyPage(pages, 'SkillupWritingForm'), handle: { name: 'skillupWritingForm' } },
  { path: SKILLUP_WRITING.result, lazy: lazyPage(pages, 'SkillupWritingResult'), handle: { name: 'skillupWritingResult' } },
  { path: SKILLUP_WRITING.history, lazy: lazyPage(pages, 'SkillupWritingHistory'), handle: { name: 'skillupWritingHistory' } },
  { path: SKILLUP_WRITING.historyDeep, lazy: lazyPage(pages, 'WritingHistoryDeep'), handle: { name: 'skillupWritingHistoryDeep' } },
  { path: AI_WRITING.home, lazy: lazyPage(pages, 'AiWritingHome'), handle: { name: 'skillupAiWriting' } },
  { path: AI_WRITING_LIST, lazy: lazyPage(pages, 'AiWritingList'), handle: { name: 'aiWritingList' } },
  { path: AI_WRITING.form, lazy: lazyPage(pages, 'AiWritingForm'), handle: { name: 'aiWritingDetail' } },
  { path: AI_WRITING.result, lazy: lazyPage(pages, 'AiWritingResult'), handle: { name: 'aiWritingResult' } },
  { path: AI_WRITING.analysis ?? '/ai-writing/result/analysis', lazy: lazyPage(pages, 'AiWritingAnalysis'), handle: { name: 'aiWritingResultAnalysis' } },
  { path: AI_WRITING.history, lazy: lazyPage(pages, 'AiWritingHistory'), handle: { name: 'aiWritingHistory' } },
  { path: AI_WRITING_HOMEWORK, lazy: lazyPage(pages, 'AiWritingHomework'), handle: { name: 'aiWritingHomeworkDetail' } },
  { path: TEACHER_WRITING, lazy: lazyPage(pages, 'TeacherWriting'), handle: { name: 'aiWritingTeacher' } },
];
