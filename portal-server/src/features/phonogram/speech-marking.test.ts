// Phonics marking against the real speech server: espeak-ng reads an example word right and with
// the wrong vowel, the way the e2e tests' fake microphone does (16 kHz, a second of quiet noise
// around it); the reading is evaluated as the practice screen asks for it (read_word with the
// word's phones as its vocabulary) and the word's scored phones are posted to submit-practice,
// which must mark the target vowel right on the right reading and wrong on the wrong one.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestPortal, type Session, type TestPortal } from '../../../test/harness';
import { patternWord } from '../../../test/route-cases/phonogram';
import { startSpeechServerProcess, type SpeechProcess } from '../../../test/server-process';
import { seedPhonograms } from './seed';

let speech: SpeechProcess;
let portal: TestPortal;
let student: Session;

/** What the e2e microphone plays: espeak-ng at 140 wpm, padded with a second of white noise each side. */
function readAloud(text: string): Buffer {
  const run = (command: string, args: string[], input?: Buffer) => {
    const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
    return result.stdout;
  };
  const wav = run('espeak-ng', ['-v', 'en-us', '-s', '140', '--stdout', text]);
  const voiced = run('sox', ['-t', 'wav', '-', '-t', 'wav', '-r', '16000', '-c', '1', '-b', '16', '-', 'pad', '1', '1'], wav);
  const seconds = (voiced.length - 44) / 32000;
  return run('sox', ['-m', '-t', 'wav', '-', '|sox -n -r 16000 -c 1 -b 16 -t wav - synth ' + seconds.toFixed(3) + ' whitenoise vol 0.008', '-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', '16000', '-'], voiced);
}

type Evaluation = { is_rejected: boolean; words: { ref_index: number | null; score: number; phones: { phone: string; ipa: string; score: number; type: string }[] }[] };

/** One read_word evaluation streamed as the browser does (status 0, 200 ms frames, status 2). */
function evaluate(word: string, phones: string, pcm: Buffer): Promise<{ code: number; result?: Evaluation }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${speech.url.replace(/^http/, 'ws')}/speech/evaluate`);
    socket.on('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { code: number; data: { status: number; result?: Evaluation } | null };
      if (message.code !== 0) resolve({ code: message.code });
      else if (message.data?.status === 2) resolve({ code: 0, result: message.data.result });
    });
    socket.on('open', () => {
      socket.send(JSON.stringify({ status: 0, category: 'read_word', text: `[word]\n${word}\n[vocabulary]\n${word}|${phones}` }));
      for (let offset = 0; offset < pcm.length; offset += 6400) socket.send(JSON.stringify({ status: 1, audio: pcm.subarray(offset, offset + 6400).toString('base64') }));
      socket.send(JSON.stringify({ status: 2, audio: '' }));
    });
  });
}

/** Reads `said` for the example word of `patternId` and posts the word's phones; the portal's mark. */
async function readAndMark(patternId: string, position: number, said: string) {
  const { word } = await patternWord(portal, patternId, position);
  let evaluation: { code: number; result?: Evaluation } = { code: -1 };
  // 40004: random noise that happens to start like an MP3 frame header is refused; new noise is another take.
  for (let take = 0; take < 3 && evaluation.code !== 0; take += 1) evaluation = await evaluate(word.word, word.phones, readAloud(said));
  expect(evaluation.code).toBe(0);
  const scored = evaluation.result!.words.find((entry) => entry.ref_index === 0)!;
  const reply = await portal.postForm(
    '/v3/phonogram/submit-practice',
    { phonogram_id: patternId, word_id: word.id, guid: randomUUID(), phones: JSON.stringify(scored.phones), word_score: scored.score, is_rejected: evaluation.result!.is_rejected ? 1 : 0 },
    { as: student },
  );
  expect(reply.status, reply.body.errmsg).toBe(200);
  return reply.body.data as { is_right: boolean; reason: string; target: { score: number } };
}

beforeAll(async () => {
  speech = await startSpeechServerProcess();
  portal = await createTestPortal({ seed: 'core' });
  await seedPhonograms(portal.db);
  student = await portal.session('biz05');
});

afterAll(async () => {
  await portal?.close();
  await speech?.stop();
});

describe('the target sound marked from the speech server’s phone scores', () => {
  it('marks bat right, and bat read as "bet" or "but" wrong on its vowel', async () => {
    const right = await readAndMark('short-a', 1, 'bat');
    expect(right).toMatchObject({ is_right: true, reason: 'right' });
    const bet = await readAndMark('short-a', 1, 'bet');
    expect(bet).toMatchObject({ is_right: false });
    expect(bet.target.score).toBeLessThan(right.target.score);
    const but = await readAndMark('short-a', 1, 'but');
    expect(but.is_right).toBe(false);
  });

  it('marks bike right, and bike read as "bake" wrong on its vowel', async () => {
    expect(await readAndMark('i-e', 0, 'bike')).toMatchObject({ is_right: true, reason: 'right' });
    expect((await readAndMark('i-e', 0, 'bake')).is_right).toBe(false);
  });
});
