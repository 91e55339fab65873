import { z } from 'zod';
import type { Database } from '../../db/client';
import { ebooks } from '../../db/tables/ebook';
import { readContent } from '../../lib/content-source';

const booksFile = z.object({
  books: z
    .array(
      z
        .object({
          code: z.string().regex(/^[a-z0-9-]+$/),
          title: z.string().min(1),
          title_ja: z.string().min(1),
          level: z.number().int().min(1).max(10),
          word_count: z.number().int().positive(),
          genre_ja: z.string().min(1),
          summary_ja: z.string().min(1),
          first_line: z.string().min(1),
        })
        .strict(),
    )
    .min(1),
});

/** Loads content/ebook/books.yaml; safe to run again (books are matched by code). */
export async function seedEbooks(db: Database): Promise<number> {
  const { books } = readContent('ebook/books.yaml', booksFile);
  for (const [sort, book] of books.entries()) {
    const row = { code: book.code, title: book.title, titleJa: book.title_ja, level: book.level, wordCount: book.word_count, genreJa: book.genre_ja, summaryJa: book.summary_ja, firstLine: book.first_line, sort };
    await db.insert(ebooks).values(row).onConflictDoUpdate({ target: ebooks.code, set: row });
  }
  return books.length;
}
