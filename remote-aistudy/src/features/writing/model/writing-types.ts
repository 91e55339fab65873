// The writing calls' data (contract section B, spec part 2 "Writing result"), as the server
// declares them (portal-server/src/features/writing/routes.ts), through the generated API types.
import type { ApiData, ApiSchema } from 'shared-contract';

export type WritingSource = 'skillup' | 'ai';

export type TopicList = ApiData<'/v3/writing/topic-list', 'get'>;
export type TopicListItem = TopicList['list'][number];
export type TopicDetail = ApiData<'/v3/writing/topic-detail', 'get'>;

export type WritingResult = ApiSchema<'WritingResult'>;
export type OverallEvaluation = WritingResult['overall_evaluation'];
export type SentenceAnalysis = WritingResult['comments'][number];
export type SentenceComment = SentenceAnalysis['sent_comments'][number];
export type MarkKind = SentenceComment['kind'];
export type HitWordsPos = SentenceComment['hit_words_pos'];

export type WritingHistory = ApiData<'/v3/writing/history', 'get'>;
export type DeepHistory = ApiData<'/v3/writing/history-deep', 'get'>;
export type HomeworkWriting = ApiData<'/v3/writing/homework-detail', 'get'>;
/** What the form shows of a topic: topic-detail's, or the topic of a writing homework. */
export type TopicHead = HomeworkWriting['topic'];

export type SubmitWritingInput = {
  content: string;
  topic_id: number;
  guid: string;
  source: WritingSource;
  homework_id?: number;
  image_url?: string;
  time_spent_seconds?: number;
};
export type SubmittedWriting = ApiData<'/v3/textbook/submit-itr-topic-writing', 'post'>;
export type UploadedImage = ApiData<'/v3/upload/image', 'post'>;

export type TeacherSubmission = ApiData<'/v3/teacher/writing/list', 'get'>['list'][number];
export type TeacherWritingDetail = ApiData<'/v3/teacher/writing/detail', 'get'>;
export type WritingNoteSaved = ApiData<'/v3/teacher/homework/correct-note', 'post'>;
