import styles from './vocabulary-test.module.css';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The example sentence with the tested word (or a form starting with it: ran, running) marked. */
export function MarkedExample({ example, word }: { example: string; word: string }) {
  const match = new RegExp(`\\b${escape(word)}\\w*`, 'i').exec(example);
  if (!match) return <span lang="en">{example}</span>;
  return (
    <span lang="en">
      {example.slice(0, match.index)}
      <mark className={styles.mark}>{match[0]}</mark>
      {example.slice(match.index + match[0].length)}
    </span>
  );
}
