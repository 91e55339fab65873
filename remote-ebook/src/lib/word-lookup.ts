// remote-words' word lookup (its dictionary entry of one word, with audio and collect), loaded at
// run time through the host (Module Federation); only its types are imported here, so nothing of
// remote-words is bundled into this remote.
import type * as WordLookupModule from 'remote-words/word-lookup';
import { useExposedModule } from 'shared-ui';

export type WordLookupExposed = typeof WordLookupModule;

export const WORD_LOOKUP_MODULE = 'remote_words/word-lookup';

/** The lookup as a query: QueryState shows its loading and a Retry if remote-words cannot load. */
export const useWordLookup = () => useExposedModule<WordLookupExposed>(WORD_LOOKUP_MODULE);
