// The Tokyo speaking test pages (spec part 1 and 3, Tokyo; the spellings are the spec's: parctice).
export const TOKYO_PATHS = {
  index: '/tokyo/index',
  training: '/tokyo/training',
  trainingResult: '/tokyo/training/result',
  unitList: '/tokyo/practice/unit_list',
  practice: '/tokyo/practice',
  practiceResult: '/tokyo/practice/result',
  testing: '/tokyo/testing',
  testingResult: '/tokyo/testing/result',
  help: '/tokyo/help',
  listening: '/tokyo/listening/index',
  listeningPractice: '/tokyo/listening/parctice',
  listeningResult: '/tokyo/listening/parctice/result',
} as const;

/** The four tasks of the test, in the order a sitting plays them. */
export const TOKYO_TASKS = ['task-a', 'task-b', 'task-c', 'task-d'] as const;
export type TokyoTask = (typeof TOKYO_TASKS)[number];

export const isTokyoTask = (kind: string): kind is TokyoTask => (TOKYO_TASKS as readonly string[]).includes(kind);
