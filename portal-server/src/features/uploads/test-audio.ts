// Real MP3s for tests, made the way recordings and TTS are made here: sox or espeak-ng for the
// sound, lame for the encoding (both installed by scripts/setup.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Mp3Options = { seconds?: number; rate?: number; channels?: number; bitrate?: number; id3Title?: string; speech?: string };

export function makeMp3(options: Mp3Options = {}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp3-'));
  try {
    const wav = path.join(dir, 'in.wav');
    const mp3 = path.join(dir, 'out.mp3');
    if (options.speech) {
      execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, options.speech]);
    } else {
      execFileSync('sox', ['-n', '-r', String(options.rate ?? 16000), '-c', String(options.channels ?? 1), '-b', '16', wav, 'synth', String(options.seconds ?? 1.5), 'sine', '440']);
    }
    const args = ['--quiet', '-b', String(options.bitrate ?? 128)];
    if (options.id3Title) args.push('--add-id3v2', '--tt', options.id3Title);
    execFileSync('lame', [...args, wav, mp3]);
    return fs.readFileSync(mp3);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function makeWav(seconds = 1): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wav-'));
  try {
    const wav = path.join(dir, 'in.wav');
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', wav, 'synth', String(seconds), 'sine', '440']);
    return fs.readFileSync(wav);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
