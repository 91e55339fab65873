import { addTranslations } from 'shared-ui';

/** i18n namespace of a course's lesson list. */
export const LESSONS_NS = 'aistudy-lessons';

addTranslations(LESSONS_NS, {
  ja: {
    lessonsOf: '{{title}}のレッスン',
    courseProgress: 'コースの進み具合',
    lessonHeading: 'レッスン{{position}}　{{title}}',
    lessonProgress: 'レッスン{{position}}の進み具合',
    steps: 'レッスン{{position}}のステップ',
    stepLink: '{{step}}（{{state}}）',
    lessonDone: 'レッスン完了',
    skills: '学ぶスキル：{{skills}}',
    test: 'コーステスト',
    testOpen: 'すべてのレッスンが終わりました。コーステストで力を確かめましょう。',
    testLocked: 'コーステストは、すべてのレッスンを終えると受けられます（あと{{count}}レッスン）。',
    toTest: 'コーステストへ',
    bestScore: '最高 {{score}}点',
    toRecommend: 'おすすめの練習',
    empty: 'このコースにはまだレッスンがありません。',
  },
  en: {
    lessonsOf: 'Lessons of {{title}}',
    courseProgress: 'Course progress',
    lessonHeading: 'Lesson {{position}}: {{title}}',
    lessonProgress: 'Progress in lesson {{position}}',
    steps: 'Steps of lesson {{position}}',
    stepLink: '{{step}} ({{state}})',
    lessonDone: 'Lesson done',
    skills: 'Skills: {{skills}}',
    test: 'Course test',
    testOpen: 'Every lesson is done. Check what you learned with the course test.',
    testLocked: 'The course test opens when every lesson is done ({{count}} lessons to go).',
    toTest: 'To the course test',
    bestScore: 'Best {{score}}',
    toRecommend: 'Recommended practice',
    empty: 'This course has no lessons yet.',
  },
});
