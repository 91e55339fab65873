// The seed step of phonics: loads content/phonogram/patterns.yaml (checked by content.ts) into
// the phonogram tables. Safe to rerun: rows are updated in place, keyed by the pattern id and by
// (pattern, word), so students' readings keep their words; what the file no longer has is removed.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phonogramGroups, phonogramPatterns, phonogramWords } from '../../db/tables/phonogram';
import { readPhonogramContent, type PhonogramContent } from './content';

export async function seedPhonograms(db: Database, content: PhonogramContent = readPhonogramContent()): Promise<{ patterns: number; words: number }> {
  let wordCount = 0;
  await db.transaction(async (tx) => {
    for (const [position, group] of content.groups.entries()) {
      const values = { position, title: group.title, titleEn: group.title_en, description: group.description };
      await tx
        .insert(phonogramGroups)
        .values({ code: group.code, ...values })
        .onConflictDoUpdate({ target: phonogramGroups.code, set: values });
    }
    const patternIds = content.patterns.map((pattern) => pattern.id);
    await tx.delete(phonogramPatterns).where(notInArray(phonogramPatterns.id, patternIds));
    for (const [position, pattern] of content.patterns.entries()) {
      const values = {
        groupCode: pattern.group,
        position,
        title: pattern.title,
        spellings: pattern.spellings,
        ipa: pattern.ipa,
        phones: pattern.phones,
        howJa: pattern.how_ja,
        mistakeJa: pattern.mistake_ja,
        tipJa: pattern.tip_ja,
      };
      await tx
        .insert(phonogramPatterns)
        .values({ id: pattern.id, ...values })
        .onConflictDoUpdate({ target: phonogramPatterns.id, set: values });
      const wordNames = pattern.words.map((entry) => entry.word.word);
      await tx.delete(phonogramWords).where(and(eq(phonogramWords.patternId, pattern.id), notInArray(phonogramWords.word, wordNames)));
      for (const [wordPosition, entry] of pattern.words.entries()) {
        const wordValues = { position: wordPosition, meaning: entry.ja, phones: entry.phones.join(' '), marks: entry.word.marks };
        await tx
          .insert(phonogramWords)
          .values({ patternId: pattern.id, word: entry.word.word, ...wordValues })
          .onConflictDoUpdate({ target: [phonogramWords.patternId, phonogramWords.word], set: wordValues });
        wordCount += 1;
      }
    }
    await tx.delete(phonogramGroups).where(
      notInArray(
        phonogramGroups.code,
        content.groups.map((group) => group.code),
      ),
    );
  });
  return { patterns: content.patterns.length, words: wordCount };
}
