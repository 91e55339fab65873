// The dictionary's lookup of one word, for other remotes (exposed as ./word-lookup): the ebook
// reader shows it when a word is tapped. Another remote takes its types with a type-only import
// and loads it at run time through the host, so nothing of this remote is bundled into it:
//
//   import type * as WordLookup from 'remote-words/word-lookup';
//   const lookup = useExposedModule<typeof WordLookup>('remote_words/word-lookup');   // shared-ui
//   <QueryState query={lookup}>{({ WordLookup }) => <WordLookup word="went" />}</QueryState>
export { cleanWord, WordLookup, type WordLookupProps } from './features/dictionary/components/word-lookup';
