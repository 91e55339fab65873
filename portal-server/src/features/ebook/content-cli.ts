// `pnpm --filter portal-server ebook:check`: checks content/ebook/ and prints each book's length.
import { EBOOK_CONTENT_DIR, bookWordCount, readEbookContent } from './content';

try {
  const content = readEbookContent(process.argv[2] ?? EBOOK_CONTENT_DIR);
  for (const book of content.books) {
    const sentences = book.chapters.reduce((sum, chapter) => sum + chapter.paragraphs.flat().length, 0);
    console.info(`L${book.level} ${book.code}: ${bookWordCount(book)} words, ${book.chapters.length} chapters, ${sentences} sentences, ${book.glosses.length} glosses`);
  }
  const words = content.books.reduce((sum, book) => sum + bookWordCount(book), 0);
  console.info(`${content.books.length} books, ${words} words; level check: ${content.levelCheck.length} questions`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
