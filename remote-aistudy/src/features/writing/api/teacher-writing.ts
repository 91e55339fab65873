// The teacher's calls of the writing-correction page. They carry the teacher's own token (signed
// in on that page: the portal's session is a student's), and handle their 401 themselves: an
// expired teacher login asks the teacher to sign in again and leaves any student session alone.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from 'shared-api';
import type { ApiData } from 'shared-contract';
import type { HitWordsPos, TeacherSubmission, TeacherWritingDetail, WritingNoteSaved } from '../model/writing-types';

export const TEACHER_LIST_PATH = '/teacher/writing/list';
export const TEACHER_DETAIL_PATH = '/teacher/writing/detail';
const CORRECT_NOTE_PATH = '/teacher/homework/correct-note';

type LoginResult = ApiData<'/v3/student/login', 'post'>;

/** Signs in with the portal's login call; the page keeps the token only when the account is a teacher's. */
export const teacherLogIn = (account: string, password: string) =>
  apiPost<LoginResult>('/student/login', { account, password }, { anonymous: true, handlesUnauthorized: true, silentBadRequest: true });

const asTeacher = (token: string) => ({ bearerToken: token, handlesUnauthorized: true });

export const teacherListQuery = (token: string) =>
  queryOptions({
    queryKey: [TEACHER_LIST_PATH, token],
    queryFn: ({ signal }) => apiGet<{ list: TeacherSubmission[] }>(TEACHER_LIST_PATH, {}, { ...asTeacher(token), signal }).then((data) => data.list),
  });

/** The writing submissions of the teacher's classes' students, newest first. */
export const useTeacherList = (token: string) => useQuery(teacherListQuery(token));

export const teacherDetailQuery = (token: string, guid: string) =>
  queryOptions({
    queryKey: [TEACHER_DETAIL_PATH, token, guid],
    queryFn: ({ signal }) => apiGet<TeacherWritingDetail>(TEACHER_DETAIL_PATH, { guid }, { ...asTeacher(token), signal }),
  });

/** One submission as its student sees it, with the student's name. */
export const useTeacherDetail = (token: string, guid: string) => useQuery({ ...teacherDetailQuery(token, guid), enabled: guid !== '' });

export type WritingNoteInput = { writing_guid: string; hit_words_pos: HitWordsPos; comments: string };

/** POST correct-note for a writing submission: the span travels as JSON in the form body, as the call reads it. */
export const saveWritingNote = (token: string, note: WritingNoteInput) =>
  apiPost<WritingNoteSaved>(CORRECT_NOTE_PATH, { writing_guid: note.writing_guid, hit_words_pos: JSON.stringify(note.hit_words_pos), comments: note.comments }, { ...asTeacher(token), silentBadRequest: true, loading: true });

/** Saves a note; the submission and the list (notes count) reload. */
export function useSaveWritingNote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: WritingNoteInput) => saveWritingNote(token, note),
    onSuccess: () => Promise.all([TEACHER_DETAIL_PATH, TEACHER_LIST_PATH].map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
  });
}
