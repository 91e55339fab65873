import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const FONT_SCALE = { min: 0.8, max: 2, step: 0.1 } as const;
export const READER_RATES = [0.75, 1, 1.25] as const;
export type ReaderRate = (typeof READER_RATES)[number];

type ReaderSettings = {
  /** Text size as a multiple of the normal size. */
  fontScale: number;
  /** Show the Japanese of the words above the book's level. */
  glosses: boolean;
  /** Speed of the sentence audio. */
  rate: ReaderRate;
  setFontScale: (scale: number) => void;
  setGlosses: (on: boolean) => void;
  setRate: (rate: ReaderRate) => void;
};

const clampScale = (scale: number) => (Number.isFinite(scale) ? Math.round(Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, scale)) * 10) / 10 : 1);

/** The reader's settings, kept on this device (localStorage) for every book. */
export const useReaderSettings = create<ReaderSettings>()(
  persist(
    (set) => ({
      fontScale: 1,
      glosses: true,
      rate: 1,
      setFontScale: (scale) => set({ fontScale: clampScale(scale) }),
      setGlosses: (glosses) => set({ glosses }),
      setRate: (rate) => set({ rate: READER_RATES.includes(rate) ? rate : 1 }),
    }),
    { name: 'ebook-reader-settings', partialize: ({ fontScale, glosses, rate }) => ({ fontScale, glosses, rate }) },
  ),
);
