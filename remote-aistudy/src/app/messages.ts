import { addTranslations } from 'shared-ui';

/** i18n namespace of remote-aistudy. */
export const AISTUDY_NAMESPACE = 'aistudy';

addTranslations(AISTUDY_NAMESPACE, {
  ja: {
    loadFailed: '読み込めませんでした。',
    retry: '再読み込み',
    courses: {
      title: 'AI学習',
      lead: '動画・解説・復習・定着の4つのステップで進むコースです。学びたいコースを選びましょう。',
      lessons: '全{{count}}レッスン',
    },
  },
  en: {
    loadFailed: 'Could not be loaded.',
    retry: 'Reload',
    courses: {
      title: 'AI study',
      lead: 'Courses in four steps: video, explanation, review and consolidation. Choose a course.',
      lessons: '{{count}} lessons',
    },
  },
});
