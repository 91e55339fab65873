// What the spoken screens take from the outside world: the recorder's microphone, sockets and
// toasts (shared-speech's real ones by default) and the upload call. Component tests provide
// their own through the context; the app never sets it.
import { createContext, useContext } from 'react';
import { speechApi } from 'shared-api';
import type { RecorderDependencies } from 'shared-speech';

export type SpokenDependencies = {
  recorder?: Partial<RecorderDependencies>;
  upload: (mp3: Blob) => Promise<{ file: string }>;
};

const realDependencies: SpokenDependencies = {
  upload: (mp3) => speechApi.uploadRecording(mp3, { quietNetworkError: true }),
};

export const SpokenDependenciesContext = createContext<SpokenDependencies>(realDependencies);

export function useSpokenDependencies(): SpokenDependencies {
  return useContext(SpokenDependenciesContext);
}
