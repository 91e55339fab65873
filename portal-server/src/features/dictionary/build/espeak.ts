// IPA from espeak-ng for the headwords no dictionary gives a pronunciation: many words per
// process (one per input line, each ended with a full stop so each gives one output line), a
// few processes at once. A chunk whose output does not line up with its input is retried in
// halves, down to single words.
import { spawn } from 'node:child_process';
import os from 'node:os';

const CHUNK = 2_000;

function runEspeak(words: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-q', '--ipa', '-v', 'en-us'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`espeak-ng exited with ${code}: ${errors.slice(0, 200)}`));
      else resolve(output.split('\n').map((line) => line.trim()).filter((line, at, lines) => line !== '' || at < lines.length - 1));
    });
    child.stdin.end(`${words.map((word) => `${word.replace(/[^A-Za-z' -]/g, ' ')}.`).join('\n')}\n`);
  });
}

/** espeak-ng's IPA as the entries write it: its ᵻ (a reduced i) as ɪ, no leading or trailing spaces. */
export const tidyEspeakIpa = (ipa: string) => ipa.replace(/ᵻ/g, 'ɪ').replace(/\s+/g, ' ').trim();

async function chunkIpa(words: readonly string[]): Promise<string[]> {
  const lines = await runEspeak(words);
  if (lines.length === words.length) return lines.map(tidyEspeakIpa);
  if (words.length === 1) return [tidyEspeakIpa(lines.join(' '))];
  const half = Math.ceil(words.length / 2);
  return [...(await chunkIpa(words.slice(0, half))), ...(await chunkIpa(words.slice(half)))];
}

/** word -> IPA for every word (in the same order), using as many processes as there are cores. */
export async function espeakIpa(words: readonly string[]): Promise<Map<string, string>> {
  const chunks: string[][] = [];
  for (let at = 0; at < words.length; at += CHUNK) chunks.push(words.slice(at, at + CHUNK));
  const result = new Map<string, string>();
  const workers = Math.max(1, Math.min(os.availableParallelism(), chunks.length));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next]!;
        next += 1;
        const ipa = await chunkIpa(chunk);
        chunk.forEach((word, at) => result.set(word, ipa[at] ?? ''));
      }
    }),
  );
  return result;
}
