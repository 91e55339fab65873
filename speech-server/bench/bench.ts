/**
 * speech-server benchmark: `pnpm --filter speech-server bench`
 *
 * Starts speech-server as its own process (port BENCH_PORT, default 18555; SPEECH_HELPERS engines,
 * default one per core) and measures, with espeak-ng speech plus a noise floor streamed like the
 * browser does (200 ms frames of base64 PCM):
 *   1. real-time factor: one utterance sent as fast as possible; wall time / audio time, and the
 *      engine processes' CPU time / audio time;
 *   2. latency from the last frame to the reply, streaming in real time, for 3 s and 10 s utterances;
 *   3. how many simultaneous real-time streams the engines sustain before the 95th percentile of
 *      that latency exceeds 1 s (streams start spread over one second);
 *   4. a read_chapter of about 200 words (the largest grammar the aligner searches): real-time
 *      factor as fast as possible, and last frame to reply streaming in real time.
 * BENCH_QUICK=1 runs fewer repetitions.
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamSpeech } from '../test/support/speech-client';
import { synthesizePcm } from '../test/support/synthetic-speech';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 18555);
const quick = process.env.BENCH_QUICK === '1';
const base = `http://127.0.0.1:${port}`;
const evaluateUrl = `ws://127.0.0.1:${port}/speech/evaluate`;

const SHORT_TEXT = 'I would like to visit my friend in Tokyo.';
const LONG_TEXT = 'Last summer my family went to the sea. We swam in the morning and played volleyball on the beach in the afternoon. In the evening we ate fresh fish together.';
const CHAPTER_TEXT = [
  'When Mika moved to a small town by the mountains, she did not know anyone at her new school.',
  'On the first day she ate lunch alone and looked out of the window at the snow on the hills.',
  'A boy named Ken sat down next to her and asked if she liked skiing.',
  'She told him that she had never tried it, because there was no snow in her old city.',
  'Ken laughed and said that his grandfather ran a little ski school near the station.',
  'That weekend Mika went there with her mother and borrowed a pair of old red skis.',
  'She fell down many times, and her hands were cold, but Ken and his grandfather helped her every time.',
  'By the end of the afternoon she could go down the easy slope without falling.',
  'On Monday she told the whole class about her first lesson, and everyone wanted to join them.',
  'Now the four friends meet at the station every Saturday morning in winter.',
  'Mika still falls sometimes, but she always gets up, smiles and tries again.',
].join(' ');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** CPU seconds (user + system) of one process, from /proc. */
function processCpuSeconds(pid: number | string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ on Linux
}

function helperCpuSeconds(serverPid: number): number {
  // CPU time (user + system) of the server's ps-helper children, from /proc.
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(serverPid)]).toString().trim().split(/\s+/).filter(Boolean);
  let total = 0;
  for (const pid of children) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ps-helper')) total += processCpuSeconds(pid);
    } catch {
      // A helper that exited in between has nothing to add.
    }
  }
  return total;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/speech/health`);
      const body = (await response.json()) as { data?: { status?: string } };
      if (body.data?.status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('speech-server did not become healthy');
}

async function evaluateOnce(pcm: Buffer, text: string, realtime: boolean, category = 'read_sentence'): Promise<number> {
  // A chapter of about a minute needs more than read_chapter's default 60 s limit.
  const limit = category === 'read_chapter' ? { record_max_time: 180 } : {};
  const run = await streamSpeech(evaluateUrl, { category, text, ...limit }, pcm, { realtime });
  if (run.final?.code !== 0) throw new Error(`evaluation failed: ${JSON.stringify(run.final)}`);
  return run.latencyMs;
}

async function main(): Promise<void> {
  const slots = process.env.SPEECH_SLOTS_PER_HELPER ?? '24';
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/main.ts')], {
    cwd: root,
    env: { ...process.env, SPEECH_PORT: String(port), SPEECH_SLOTS_PER_HELPER: slots, SPEECH_QUEUE_LIMIT: '200', SPEECH_RECOGNISERS_PER_HELPER: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const serverPid = server.pid as number;
  try {
    await waitForHealth();
    const short = await synthesizePcm(SHORT_TEXT, { padMs: 300 });
    const long = await synthesizePcm(LONG_TEXT, { padMs: 300 });
    const seconds = (pcm: Buffer): number => pcm.length / 32000;
    console.info(`bench: ${os.availableParallelism()} cores, load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}, engines ${process.env.SPEECH_HELPERS ?? os.availableParallelism()} x ${slots} slots`);
    console.info(`bench: utterances ${seconds(short).toFixed(1)} s and ${seconds(long).toFixed(1)} s (espeak-ng, 150 wpm, noise floor)`);
    await evaluateOnce(short, SHORT_TEXT, false); // warm-up

    // 1. real-time factor
    const cpuBefore = helperCpuSeconds(serverPid);
    const serverCpuBefore = processCpuSeconds(serverPid);
    const started = performance.now();
    const rounds = quick ? 3 : 6;
    for (let i = 0; i < rounds; i++) await evaluateOnce(long, LONG_TEXT, false);
    const wall = (performance.now() - started) / 1000;
    const cpu = helperCpuSeconds(serverPid) - cpuBefore;
    const serverCpu = processCpuSeconds(serverPid) - serverCpuBefore;
    const audio = rounds * seconds(long);
    const perAudioSecond = (cpu + serverCpu) / audio;
    console.info(`bench: real-time factor (one stream, as fast as possible): wall ${(wall / audio).toFixed(3)}, engine CPU ${(cpu / audio).toFixed(3)}, server process CPU ${(serverCpu / audio).toFixed(3)}`);
    console.info(`bench: CPU bound on simultaneous real-time streams: ${os.availableParallelism()} cores / ${perAudioSecond.toFixed(3)} CPU s per audio s = ${Math.floor(os.availableParallelism() / perAudioSecond)}`);

    // 2. latency, one real-time stream
    for (const [name, pcm, text] of [['3 s', short, SHORT_TEXT], ['10 s', long, LONG_TEXT]] as const) {
      const latencies: number[] = [];
      for (let i = 0; i < (quick ? 3 : 8); i++) latencies.push(await evaluateOnce(pcm, text, true));
      console.info(`bench: last frame to reply, ${name} utterance (${seconds(pcm).toFixed(1)} s): median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`);
    }

    // 3. simultaneous streams
    let sustained = 0;
    for (const streams of quick ? [1, 4, 8, 12, 16, 20, 24] : [1, 2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40]) {
      const cpuStart = helperCpuSeconds(serverPid);
      const wallStart = performance.now();
      const runs = await Promise.allSettled(
        Array.from({ length: streams }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i / streams) * 1000));
          return evaluateOnce(long, LONG_TEXT, true);
        }),
      );
      const latencies = runs.flatMap((run) => (run.status === 'fulfilled' ? [run.value] : []));
      const failed = runs.length - latencies.length;
      const p95 = latencies.length ? percentile(latencies, 95) : Infinity;
      const busy = (helperCpuSeconds(serverPid) - cpuStart) / ((performance.now() - wallStart) / 1000);
      console.info(`bench: ${String(streams).padStart(2)} simultaneous 10 s streams: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms, failed ${failed}, engine CPU ${busy.toFixed(2)} cores`);
      if (failed > 0 || p95 > 1000) break;
      sustained = streams;
    }
    console.info(`bench: sustained ${sustained} simultaneous real-time streams with p95 reply latency <= 1 s`);

    // 4. a chapter
    const chapter = await synthesizePcm(CHAPTER_TEXT, { padMs: 300 });
    const chapterCpuBefore = helperCpuSeconds(serverPid);
    const chapterStarted = performance.now();
    const chapterRounds = quick ? 1 : 2;
    for (let i = 0; i < chapterRounds; i++) await evaluateOnce(chapter, CHAPTER_TEXT, false, 'read_chapter');
    const chapterAudio = chapterRounds * seconds(chapter);
    const chapterWall = (performance.now() - chapterStarted) / 1000 / chapterAudio;
    const chapterCpu = (helperCpuSeconds(serverPid) - chapterCpuBefore) / chapterAudio;
    console.info(`bench: chapter of ${CHAPTER_TEXT.split(' ').length} words (${seconds(chapter).toFixed(1)} s): real-time factor wall ${chapterWall.toFixed(3)}, engine CPU ${chapterCpu.toFixed(3)}`);
    const chapterLatency = await evaluateOnce(chapter, CHAPTER_TEXT, true, 'read_chapter');
    console.info(`bench: last frame to reply, chapter streamed in real time: ${chapterLatency.toFixed(0)} ms`);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
process.exit(0);
