import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { EnginePool } from '../features/engine/engine-pool';
import { PronouncingDictionary } from '../features/lexicon/cmudict';
import { EspeakLetterToSound } from '../features/lexicon/espeak-letter-to-sound';
import { Lexicon } from '../features/lexicon/lexicon';
import { TextToSpeech } from '../features/tts/text-to-speech';
import type { SpeechConfig } from '../lib/config';

export interface SpeechServices {
  pool: EnginePool;
  lexicon: Lexicon;
  tts: TextToSpeech;
  version: string;
}

/** Compiles the native helper and derives the model files when they are missing or stale. */
export function ensureNativeBuild(config: SpeechConfig): void {
  const result = spawnSync('bash', [path.join(config.nativeDir, 'build.sh')], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, POCKETSPHINX_MODEL: config.modelDir } });
  if (result.status !== 0) throw new Error('speech-server: native/build.sh failed (are libpocketsphinx-dev and libsphinxbase-dev installed? run scripts/setup.sh)');
}

export async function createServices(config: SpeechConfig): Promise<SpeechServices> {
  ensureNativeBuild(config);
  const build = path.join(config.nativeDir, 'build');
  const dictionary = await PronouncingDictionary.load(path.join(config.modelDir, 'cmudict-en-us.dict'), path.join(build, 'recognizer.dict'));
  const pool = new EnginePool({
    helper: {
      binary: path.join(build, 'ps-helper'),
      ciModelDir: path.join(build, 'model-ci'),
      modelDir: config.modelDir,
      recognizerDict: path.join(build, 'recognizer.dict'),
      primeMs: config.primeMs,
    },
    helpers: config.helpers,
    slotsPerHelper: config.slotsPerHelper,
    recognisersPerHelper: config.recognisersPerHelper,
    queueLimit: config.queueLimit,
    queueWaitMs: config.queueWaitMs,
  });
  await pool.start();
  return {
    pool,
    lexicon: new Lexicon(dictionary, new EspeakLetterToSound()),
    tts: new TextToSpeech(path.join(config.dataDir, 'tts'), config.ttsConcurrency, config.ttsQueueLimit),
    version: '1.0.0',
  };
}
