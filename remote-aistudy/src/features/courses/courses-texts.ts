import { addTranslations } from 'shared-ui';

/** i18n namespace of the AI course list. */
export const COURSES_NS = 'aistudy-courses';

addTranslations(COURSES_NS, {
  ja: {
    title: 'AI学習',
    lead: '動画・解説・復習・定着の4つのステップで進むコースです。学びたいコースを選びましょう。',
    empty: 'いま受けられるコースはありません。',
    more: 'AI学習のページ',
    report: '学習レポート',
    document: 'AI学習の使い方',
    lessonsDone: '{{done}} / {{count}}レッスン完了',
    progressOf: '{{title}}の進み具合',
    start: 'はじめる',
    continue: 'つづける',
    openCourseNamed: '{{title}}を{{action}}',
    test: 'コーステスト',
    testNamed: '{{title}}のコーステスト',
    noTest: 'コーステストはまだ受けていません',
    testBest: 'コーステスト最高 {{score}}点（{{count}}回受験）',
  },
  en: {
    title: 'AI study',
    lead: 'Courses in four steps: video, explanation, review and consolidation. Choose a course.',
    empty: 'No course is open to you now.',
    more: 'AI study pages',
    report: 'Study report',
    document: 'How AI study works',
    lessonsDone: '{{done}} of {{count}} lessons done',
    progressOf: 'Progress in {{title}}',
    start: 'Start',
    continue: 'Continue',
    openCourseNamed: '{{action}} {{title}}',
    test: 'Course test',
    testNamed: 'Course test of {{title}}',
    noTest: 'Course test not taken yet',
    testBest: 'Best course test score {{score}} ({{count}} taken)',
  },
});
