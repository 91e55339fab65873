// wink-lemmatizer ships no types: its three functions take a lower-case word and return the
// base form (the word itself when it knows none).
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}
