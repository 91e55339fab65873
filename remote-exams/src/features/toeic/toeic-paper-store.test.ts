import { describe, expect, it } from 'vitest';
import { createHandIn } from './toeic-hand-in';
import { buildHandIn, buildPaper } from './toeic-paper';
import { clearPaper, EMPTY_PAPER, loadPaper, paperKey, savePaper, withAnswer, withCurrent, withPlayed } from './toeic-paper-store';

/** A localStorage stand-in; `full` makes it refuse writes like a full or blocked storage. */
function memoryStorage() {
  const data = new Map<string, string>();
  const store = {
    full: false,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (store.full) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    data,
  };
  return store;
}

describe('the kept paper', () => {
  it('survives a reload: what was saved is read back for the same sitting only', () => {
    const storage = memoryStorage();
    const paper = withCurrent(withPlayed(withAnswer(withAnswer(EMPTY_PAPER, 'q1', 2), 'q2', 1), '10:q1'), 3);
    expect(savePaper(storage, 'guid-a', paper)).toBe(true);
    expect(loadPaper(storage, 'guid-a')).toEqual({ answers: { q1: [2], q2: [1] }, played: ['10:q1'], current: 3 });
    expect(loadPaper(storage, 'guid-b')).toEqual(EMPTY_PAPER);
  });

  it('changing an answer replaces it; the earlier state is left untouched', () => {
    const first = withAnswer(EMPTY_PAPER, 'q1', 2);
    const second = withAnswer(first, 'q1', 4);
    expect(first.answers.q1).toEqual([2]);
    expect(second.answers.q1).toEqual([4]);
    expect(withPlayed(withPlayed(EMPTY_PAPER, 'p'), 'p').played).toEqual(['p']);
  });

  it('reads damaged or foreign data as nothing kept, keeping what is still valid', () => {
    const storage = memoryStorage();
    storage.data.set(paperKey('g'), '{not json');
    expect(loadPaper(storage, 'g')).toEqual(EMPTY_PAPER);
    storage.data.set(paperKey('g'), JSON.stringify({ answers: { q1: [1], q2: 'x', q3: [1.5] }, played: [3, 'a'], current: -1 }));
    expect(loadPaper(storage, 'g')).toEqual({ answers: { q1: [1] }, played: ['a'], current: 0 });
  });

  it('reports a refused write instead of throwing', () => {
    const storage = memoryStorage();
    storage.full = true;
    expect(savePaper(storage, 'g', withAnswer(EMPTY_PAPER, 'q1', 1))).toBe(false);
  });
});

describe('handing the paper in', () => {
  const paper = buildPaper([
    {
      kind: 'part5',
      title: 'パート5',
      resources: [
        {
          resource_id: 50,
          resource_file: '/resources/p5/',
          resource_version: '1',
          question_ids: '',
          pkg: {
            res_id: 50,
            res_code: 'p5',
            res_version: '1',
            res_type: 'grammar_choice',
            part_title: 'Part 5',
            question_description: 'Choose.',
            option_random: 0,
            multiple_choice: 0,
            items: ['a', 'b'].map((id, at) => ({ index: at + 1, question_id: id, screen_text: '...', choose: [1, 2, 3, 4].map((index) => ({ index, content: `o${index}`, correct: (index === 1 ? 1 : 0) as 0 | 1 })) })),
          },
        },
      ],
    },
  ]);

  it('posts once for a double click, keeps everything after a network failure, and clears the kept copy only after success', async () => {
    const storage = memoryStorage();
    savePaper(storage, 'g', withAnswer(EMPTY_PAPER, 'a', 1));
    const posted: unknown[] = [];
    let failNext = true;
    let finished = 0;
    const handIn = createHandIn(
      async (reason) => {
        const body = { exam_guid: 'g', reason, answers: buildHandIn(paper, loadPaper(storage, 'g').answers) };
        posted.push(body);
        await Promise.resolve();
        if (failNext) {
          failNext = false;
          throw new Error('network');
        }
        return { guid: 'g' };
      },
      () => {
        finished += 1;
        clearPaper(storage, 'g');
      },
    );

    // Two clicks while the first post is under way: one post, and it fails.
    const first = handIn.run('submitted');
    const second = handIn.run('submitted');
    expect(handIn.isSending()).toBe(true);
    await expect(first).rejects.toThrow('network');
    await expect(second).rejects.toThrow('network');
    expect(posted).toHaveLength(1);
    expect(handIn.isSending()).toBe(false);
    // Nothing was lost: the answers are still kept, and an answer given meanwhile goes with the retry.
    expect(loadPaper(storage, 'g').answers).toEqual({ a: [1] });
    savePaper(storage, 'g', withAnswer(loadPaper(storage, 'g'), 'b', 2));

    // The retry (and the time running out at the same moment) post once more, together.
    const [retried, timedOut] = await Promise.all([handIn.run('submitted'), handIn.run('timeout')]);
    expect(retried).toEqual({ guid: 'g' });
    expect(timedOut).toBe(retried);
    expect(posted).toHaveLength(2);
    const sent = (posted[1] as { answers: { result: string }[] }).answers.map((entry) => JSON.parse(entry.result) as { answer_index: number[]; score: number }[]);
    expect(sent).toEqual([[{ question_id: 'a', answer_index: [1], score: 5 }], [{ question_id: 'b', answer_index: [2], score: 0 }]]);
    expect(finished).toBe(1);
    expect(storage.getItem(paperKey('g'))).toBeNull();

    // Later calls answer with the first result and post nothing.
    await handIn.run('submitted');
    expect(posted).toHaveLength(2);
    expect(finished).toBe(1);
  });
});
