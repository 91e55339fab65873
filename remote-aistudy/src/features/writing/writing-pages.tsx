// The writing screens, one chunk that the writing routes load when one of them is first opened.
// Each route's page is the shared screen with the paths of its set (skill-up or AI writing).
import { AiWritingListPage } from './components/ai-writing-list-page';
import { HistoryDeepPage } from './components/history-deep-page';
import { HomeworkWritingPage } from './components/homework-writing-page';
import { TeacherWritingPage } from './components/teacher-writing-page';
import { WritingFormPage } from './components/writing-form-page';
import { WritingHistoryPage } from './components/writing-history-page';
import { WritingHomePage } from './components/writing-home-page';
import { WritingAnalysisPage, WritingResultPage } from './components/writing-result-page';
import { AI_WRITING, SKILLUP_WRITING } from './writing-paths';
import './writing-texts';

export const SkillupWritingHome = () => <WritingHomePage paths={SKILLUP_WRITING} />;
export const SkillupWritingForm = () => <WritingFormPage paths={SKILLUP_WRITING} />;
export const SkillupWritingResult = () => <WritingResultPage paths={SKILLUP_WRITING} />;
export const SkillupWritingHistory = () => <WritingHistoryPage paths={SKILLUP_WRITING} />;
export const WritingHistoryDeep = HistoryDeepPage;

export const AiWritingHome = () => <WritingHomePage paths={AI_WRITING} />;
export const AiWritingList = AiWritingListPage;
export const AiWritingForm = () => <WritingFormPage paths={AI_WRITING} />;
export const AiWritingResult = () => <WritingResultPage paths={AI_WRITING} />;
export const AiWritingAnalysis = () => <WritingAnalysisPage paths={AI_WRITING} />;
export const AiWritingHistory = () => <WritingHistoryPage paths={AI_WRITING} />;
export const AiWritingHomework = HomeworkWritingPage;
export const TeacherWriting = TeacherWritingPage;
