import { addTranslations } from 'shared-ui';

/** i18n namespace of the AI course list. */
export const COURSES_NS = 'aistudy-courses';

addTranslations(COURSES_NS, {
  ja: {
    title: 'AI学習',
    lead: '動画・解説・復習・定着の4つのステップで進むコースです。学びたいコースを選びましょう。',
    lessons: '全{{count}}レッスン',
  },
  en: {
    title: 'AI study',
    lead: 'Courses in four steps: video, explanation, review and consolidation. Choose a course.',
    lessons: '{{count}} lessons',
  },
});
