// Test support: a stand-in for speech-server's TTS in unit and route tests (the real one is
// used by the e2e runs and `npm start`).
import type { AudioLine } from './content-schema';

/** A few bytes that start like an MP3 frame, different per line. */
export const fakeMp3 = (line: AudioLine): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.from(`${line.voice}|${line.text}`.padEnd(200, '.'))]);
