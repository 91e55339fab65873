// harper.js (Automattic's grammar checker compiled to WebAssembly) run in this process: the
// WASM binary ships inside the npm package and is read from node_modules with fs (harper's Node
// path for a file: URL), so nothing is fetched at run time. Its English messages are replaced by
// Japanese ones: per rule where we know the rule's message, else per lint kind.
import { Dialect, LocalLinter, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { WritingMark, WritingMarkKind } from './types';

let linter: Promise<LocalLinter> | null = null;

/** The one linter of the process, set up on first use (about 1.5 s: the dictionary is built). */
function harperLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const created = new LocalLinter({ binary, dialect: Dialect.American });
    await created.setup();
    return created;
  })();
  return linter;
}

/** harper's lint kinds as the evaluator's mark kinds, with a Japanese fallback comment each. */
const KINDS: Record<string, { kind: WritingMarkKind; comment: string } | null> = {
  Spelling: { kind: 'spelling', comment: 'つづりが正しくないようです。' },
  Typo: { kind: 'spelling', comment: '打ち間違いのようです。' },
  Capitalization: { kind: 'punctuation', comment: '大文字・小文字の使い方を確認しましょう。' },
  Punctuation: { kind: 'punctuation', comment: '句読点（カンマ・ピリオドなど）の使い方を確認しましょう。' },
  Formatting: { kind: 'punctuation', comment: 'スペースや記号の打ち方を確認しましょう。' },
  Agreement: { kind: 'grammar', comment: '主語と動詞、または冠詞と名詞の形が合っていません。' },
  Grammar: { kind: 'grammar', comment: '文法の誤りがあるようです。' },
  Miscellaneous: { kind: 'grammar', comment: '文法の誤りがあるようです。' },
  WordOrder: { kind: 'grammar', comment: '語順を確認しましょう。' },
  BoundaryError: { kind: 'spelling', comment: '単語の区切り（1語か2語か）を確認しましょう。' },
  Usage: { kind: 'word_choice', comment: 'この語の使い方は英語として自然ではありません。' },
  WordChoice: { kind: 'word_choice', comment: '別の語のほうが意味に合います。' },
  Eggcorn: { kind: 'word_choice', comment: '似た音の別の語と混同しているようです。' },
  Malapropism: { kind: 'word_choice', comment: '似た形の別の語と混同しているようです。' },
  Nonstandard: { kind: 'word_choice', comment: '標準的でない言い方です。' },
  Redundancy: { kind: 'style', comment: '同じ意味の語が重なっています。' },
  Repetition: { kind: 'style', comment: '同じ語が続けて繰り返されています。' },
  // Advice about style a learner's essay is not graded on (long sentences, regional spelling,
  // "enhancements") is left out: it would count as an error in the scores.
  Readability: null,
  Style: null,
  Enhancement: null,
  Regionalism: null,
};

/**
 * Sets harper up and lints once (the first lint is several times slower than the next ones), so
 * a server that calls this at start answers its first essay as fast as the others.
 */
export async function warmUpEvaluator(): Promise<void> {
  const lints = await (await harperLinter()).lint('This is a short sentence to warm up the checker.', { language: 'plaintext' });
  for (const lint of lints) lint.free();
}

/** Japanese wording for harper messages we recognise (the message text is stable per rule). */
const MESSAGES: [RegExp, (problem: string, suggestion: string | undefined) => string][] = [
  [/indefinite article/i, (problem, suggestion) => `次の語の最初の音に合わせて、冠詞は ${suggestion ?? (problem === 'a' ? 'an' : 'a')} を使います（母音の音の前は an）。`],
  [/first-person singular subject pronoun/i, () => '「私」を表す I はいつも大文字で書きます。'],
  [/spaces where there should be only one/i, () => '単語の間のスペースは1つにします。'],
  [/is redundant/i, (problem) => `「${problem}」には同じ意味の語が重なっています。`],
  [/must agree in grammatical number/i, (_problem, suggestion) => `主語に合わせて動詞の形を変えます${suggestion ? `（${suggestion}）` : ''}。`],
  [/Did you mean to spell/i, (problem) => `「${problem}」のつづりを確認しましょう。`],
  [/repeated|repetition/i, (problem) => `「${problem}」が続けて2回書かれています。`],
  [/capitaliz/i, () => '大文字で始めます。'],
];

/**
 * harper counts offsets in Unicode code points (Rust chars); marks are UTF-16 offsets like every
 * JavaScript string index. They differ only after a character outside the BMP.
 */
function codePointToUtf16(text: string): (offset: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (offset) => offset;
  const offsets: number[] = [];
  let utf16 = 0;
  for (const character of text) {
    offsets.push(utf16);
    utf16 += character.length;
  }
  offsets.push(utf16);
  return (offset) => offsets[offset] ?? text.length;
}

// Japanese words and names written in romaji (Haruka, Okada, koto wa nai, onigiri): kana
// syllables only. English misspellings almost never are (freind, libary, becuase).
const ROMAJI = /^(?:(?:[kgsztdnhbpmr]y?|sh|ch|j|ts|f|w|y)?[aiueo]|n)+$/i;

/**
 * A word harper does not know that is a name or a Japanese word: romaji, a capitalised word
 * inside a sentence (Priya, Minami) or after a title (Mr. Kuroda). Names and Japanese words are
 * what a learner writes most often that an English dictionary lacks; they are not misspelt.
 */
function isNameOrJapanese(word: string, before: string): boolean {
  const bare = word.replace(/['’]s$/, '');
  if (bare.split(/[\s-]+/).every((part) => ROMAJI.test(part))) return true;
  if (!/^[A-Z]/.test(bare)) return false;
  return /[A-Za-z,] *$/.test(before) || /\b(Mr|Mrs|Ms|Dr)\. *$/.test(before);
}

// British and American spellings are both correct (colour/color, centre/center, grey/gray).
const americanised = (word: string) =>
  word.toLowerCase().replace(/our/g, 'or').replace(/re$/, 'er').replace(/is(e|ed|ing|ation)$/, 'iz$1').replace(/ys(e|ed|ing)$/, 'yz$1').replace(/grey/, 'gray').replace(/ll(ed|ing|er)$/, 'l$1').replace(/ogue$/, 'og').replace(/ence$/, 'ense');

/**
 * harper's preferences that are not errors in a learner's essay: open or hyphenated compounds it
 * would close (school days → schooldays, non-profit → nonprofit), British spellings, and "..."
 * for the ellipsis character.
 */
function isAcceptedVariant(problem: string, suggestion: string): boolean {
  const squeeze = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();
  if (/[\s-]/.test(problem) && squeeze(problem) !== '' && problem !== suggestion && squeeze(problem) === squeeze(suggestion)) return true;
  if (problem === '...' && suggestion === '…') return true;
  return /^[A-Za-z]+$/.test(problem) && problem.toLowerCase() !== suggestion.toLowerCase() && americanised(problem) === americanised(suggestion);
}

/** harper's lints as marks, with harper's first suggestion. Lints are freed: they live in WASM memory. */
export async function harperMarks(text: string): Promise<WritingMark[]> {
  const lints: Lint[] = await (await harperLinter()).lint(text, { language: 'plaintext' });
  const marks: WritingMark[] = [];
  const toUtf16 = codePointToUtf16(text);
  for (const lint of lints) {
    try {
      const kind = KINDS[lint.lint_kind()];
      if (!kind) continue;
      const span = lint.span();
      const start = toUtf16(span.start);
      const end = toUtf16(span.end);
      span.free();
      const problem = text.slice(start, end);
      if (kind.kind === 'spelling' && isNameOrJapanese(problem, text.slice(0, start))) continue;
      const suggestions = lint.suggestions();
      const suggestion = suggestions[0]?.get_replacement_text();
      for (const item of suggestions) item.free();
      if (suggestion !== undefined && isAcceptedVariant(problem, suggestion)) continue;
      const message = lint.message();
      const wording = MESSAGES.find(([pattern]) => pattern.test(message));
      // A lint we can neither explain in Japanese nor fix with a suggestion would only tell the
      // learner "something is wrong here"; on correct text these are mostly harper's misreadings.
      if (!wording && (suggestion === undefined || suggestion.trim() === '')) continue;
      marks.push({
        start,
        end,
        kind: kind.kind,
        comment: wording ? wording[1](problem, suggestion) : kind.comment,
        // A suggestion that only deletes the span (an empty replacement) is shown as none.
        ...(suggestion === undefined || (suggestion.trim() === '' && problem.trim() !== '') ? {} : { suggestion }),
      });
    } finally {
      lint.free();
    }
  }
  return marks;
}
