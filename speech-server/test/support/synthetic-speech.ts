import { runProcess } from '../../src/lib/run-process';

/**
 * Test and benchmark audio: espeak-ng speech as 16 kHz 16-bit mono PCM, padded with silence and
 * with a little Gaussian noise added, as a microphone's noise floor would be (PocketSphinx
 * mis-decodes digitally silent input). Deterministic for a given seed.
 */
export async function synthesizePcm(text: string, options: { voice?: string; wpm?: number; padMs?: number; noise?: number; seed?: number } = {}): Promise<Buffer> {
  const { voice = 'en-us', wpm = 150, padMs = 400, noise = 30, seed = 1 } = options;
  const wav = await runProcess('espeak-ng', ['-v', voice, '-s', String(wpm), '--stdout', '--stdin'], { input: text });
  const pcm = await runProcess('sox', ['-t', 'wav', '-', '-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', '16000', '-', 'pad', String(padMs / 1000), String(padMs / 1000)], { input: wav });
  return addNoise(pcm, noise, seed);
}

/** `ms` of noise alone: what a microphone records when nobody speaks. */
export function silencePcm(ms: number, noise = 30, seed = 7): Buffer {
  return addNoise(Buffer.alloc(Math.round((ms / 1000) * 16000) * 2), noise, seed);
}

export function addNoise(pcm: Buffer, deviation: number, seed: number): Buffer {
  const out = Buffer.alloc(pcm.length);
  let state = seed >>> 0 || 1;
  const uniform = (): number => {
    // xorshift32: reproducible noise without a dependency.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return (state + 1) / 4294967297;
  };
  for (let offset = 0; offset + 1 < pcm.length; offset += 2) {
    const gaussian = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const value = Math.round(pcm.readInt16LE(offset) + gaussian * deviation);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, value)), offset);
  }
  return out;
}

/** 16 kHz 16-bit mono PCM in a canonical 44-byte WAV header. */
export function wavOf(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
