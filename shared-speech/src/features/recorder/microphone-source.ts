/**
 * The microphone as a stream of 16 kHz 16-bit mono PCM blocks: getUserMedia -> AudioContext ->
 * AudioWorklet (pcm-worklet-source.ts), which downmixes, resamples and converts off the main
 * thread.
 */
import { SPEECH_SAMPLE_RATE } from '../../lib/audio-constants';
import { MicrophoneError, toMicrophoneError } from './microphone-errors';
import { PCM_PROCESSOR_NAME, pcmWorkletSource, type PcmWorkletMessage } from './pcm-worklet-source';

/** A source of PCM the recorder can start and stop (the microphone, or a test double). */
export type PcmSource = {
  /**
   * Opens the source; `onPcm` then receives 16 kHz 16-bit mono blocks, `onEnded` fires if the
   * device goes away while recording. Rejects with a MicrophoneError.
   */
  start(onPcm: (pcm: Int16Array) => void, onEnded: () => void): Promise<void>;
  /** Delivers the audio still buffered, then releases the device. */
  stop(): Promise<void>;
};

/** The worklet answers a flush within a render quantum; this only guards against a dead context. */
const FLUSH_TIMEOUT_MS = 500;

/** Microphone constraints: echo cancellation keeps the model audio of shadowing out of the recording. */
const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: SPEECH_SAMPLE_RATE,
  echoCancellation: true,
  noiseSuppression: false,
  autoGainControl: true,
};

type AudioGraph = {
  stream: MediaStream;
  context: AudioContext;
  node: AudioWorkletNode;
  moduleUrl: string;
};

export function createMicrophoneSource(): PcmSource {
  let graph: AudioGraph | undefined;

  return {
    async start(onPcm, onEnded) {
      if (graph) throw new MicrophoneError('other', new Error('microphone already open'));
      assertSupported();
      let stream: MediaStream | undefined;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
        graph = await buildGraph(stream, onPcm);
        for (const track of stream.getAudioTracks()) track.addEventListener('ended', onEnded, { once: true });
      } catch (error) {
        stream?.getTracks().forEach((track) => track.stop());
        throw toMicrophoneError(error);
      }
    },
    async stop() {
      const current = graph;
      graph = undefined;
      if (!current) return;
      await flush(current.node);
      release(current);
    },
  };
}

function assertSupported() {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new MicrophoneError('browser_not_supported', new Error('getUserMedia is not implemented in this browser'));
  }
  if (typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined') {
    throw new MicrophoneError('browser_not_supported', new Error('AudioWorklet is not supported'));
  }
}

/**
 * A 16 kHz context saves the worklet the resampling; browsers that cannot feed a microphone into
 * a context of another rate throw on createMediaStreamSource, and then the device rate is used.
 */
function openContext(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  try {
    const context = new AudioContext({ sampleRate: SPEECH_SAMPLE_RATE });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      void context.close();
    }
  } catch {
    // The browser refused a 16 kHz context; fall through to the device rate.
  }
  const context = new AudioContext();
  return { context, source: context.createMediaStreamSource(stream) };
}

async function buildGraph(stream: MediaStream, onPcm: (pcm: Int16Array) => void): Promise<AudioGraph> {
  const { context, source } = openContext(stream);
  const moduleUrl = URL.createObjectURL(new Blob([pcmWorkletSource()], { type: 'text/javascript' }));
  try {
    await context.audioWorklet.addModule(moduleUrl);
    const node = new AudioWorkletNode(context, PCM_PROCESSOR_NAME, { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1, channelCountMode: 'explicit' });
    node.port.onmessage = (event: MessageEvent<PcmWorkletMessage>) => {
      if (event.data.type === 'pcm') onPcm(event.data.pcm);
    };
    // A silent path to the destination keeps the graph pulled (and thus the worklet running) in every browser.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(node);
    node.connect(mute);
    mute.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    return { stream, context, node, moduleUrl };
  } catch (error) {
    URL.revokeObjectURL(moduleUrl);
    void context.close();
    throw error;
  }
}

function flush(node: AudioWorkletNode): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    const previous = node.port.onmessage;
    node.port.onmessage = (event: MessageEvent<PcmWorkletMessage>) => {
      previous?.call(node.port, event);
      if (event.data.type === 'flushed') {
        clearTimeout(timer);
        resolve();
      }
    };
    node.port.postMessage('flush');
  });
}

function release({ stream, context, node, moduleUrl }: AudioGraph) {
  node.port.onmessage = null;
  node.disconnect();
  stream.getTracks().forEach((track) => track.stop());
  URL.revokeObjectURL(moduleUrl);
  void context.close();
}
