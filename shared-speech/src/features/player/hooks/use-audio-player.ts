import { useStore } from 'zustand';
import type { AudioPlayer, PlayerSnapshot } from '../audio-player';
import { audioPlayer } from '../shared-player';

/** The shared player and its snapshot (re-renders on progress, status and rate changes). */
export function useAudioPlayer(player: AudioPlayer = audioPlayer): { player: AudioPlayer; snapshot: PlayerSnapshot } {
  return { player, snapshot: useStore(player.store) };
}

/** Whether `src` is the sound now playing (for a play/pause toggle button). */
export function useIsPlaying(src: string | null | undefined, player: AudioPlayer = audioPlayer): boolean {
  return useStore(player.store, (snapshot) => src != null && snapshot.src === src && (snapshot.status === 'playing' || snapshot.status === 'loading'));
}
