/**
 * Audio constants from spec part 2 section 9 ("Audio"). Everything that records, sends or
 * encodes speech reads them from here so the numbers live in one place.
 */

/** The evaluation and recognition engines take 16 kHz, 16-bit, mono PCM. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** Samples in one audio frame sent over the socket (200 ms at 16 kHz). */
export const CHUNK_SAMPLES = 3_200;

/** Interval of the timer that sends queued audio frames. */
export const SEND_INTERVAL_MS = 200;

/**
 * Input frames the AudioWorklet collects before it converts them and posts them to the
 * main thread (the classic ScriptProcessor buffer size: 85 ms at 48 kHz, 256 ms at 16 kHz).
 */
export const WORKLET_BUFFER_FRAMES = 4_096;

/** Samples in one MPEG-1 layer III frame; the mp3 encoder is fed whole frames. */
export const MP3_FRAME_SAMPLES = 1_152;

/** mp3 bitrate of the uploaded recording, in kbps. */
export const MP3_BITRATE_KBPS = 128;

/**
 * The encoder works in batches of this many mp3 frames and yields to the event loop between
 * batches, so a long recording never blocks the page for more than one batch.
 */
export const ENCODE_FRAMES_PER_BATCH = 10;

/** Interval of the background encoding timer while recording. */
export const ENCODE_INTERVAL_MS = 100;

/** The waveform keeps at most this many points (the latest ones). */
export const WAVEFORM_MAX_POINTS = 5_000;

/** Each waveform point is the mean absolute amplitude of this many samples. */
export const WAVEFORM_GROUP_SAMPLES = 8;

/** Stopping is refused during the first second of a recording (toast evaluate_common_training_atleast). */
export const MIN_RECORD_MS = 1_000;

/** Content type of the recordings the recorder hands over and uploads. */
export const MP3_MIME_TYPE = 'audio/mpeg';
