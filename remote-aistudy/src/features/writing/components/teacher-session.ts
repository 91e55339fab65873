// The teacher's sign-in on the writing-correction page: kept for this browser tab only
// (sessionStorage), apart from the student session of the portal, so closing the tab signs the
// teacher out and a student using the device later never inherits it.
import { create } from 'zustand';

export type TeacherSession = { token: string; account: string };

const KEY = 'aistudy-teacher-session';

function restore(): TeacherSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<TeacherSession> | null;
    return parsed && typeof parsed.token === 'string' && typeof parsed.account === 'string' ? { token: parsed.token, account: parsed.account } : null;
  } catch {
    return null;
  }
}

type Store = { session: TeacherSession | null; signIn: (session: TeacherSession) => void; signOut: () => void };

export const useTeacherSession = create<Store>((set) => ({
  session: restore(),
  signIn: (session) => {
    sessionStorage.setItem(KEY, JSON.stringify(session));
    set({ session });
  },
  signOut: () => {
    sessionStorage.removeItem(KEY);
    set({ session: null });
  },
}));
