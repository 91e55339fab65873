import type { RecorderDependencies } from 'shared-speech';
import { QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useParams } from 'shared-ui/router';
import { useReading } from '../../books/api/get-reading';
import { READER_NS } from '../reader-texts';
import { Reader } from './reader';

type Props = {
  /** Replaces the microphone and the speech socket in page tests only. */
  recorderDependencies?: Partial<RecorderDependencies>;
};

/**
 * /ebook/reading/:id: the graded reader (kept alive: the place, the audio and the settings are
 * there when the student comes back from a lookup in the dictionary or another page).
 */
export function ReaderPage({ recorderDependencies }: Props) {
  const { t } = useTranslation(READER_NS);
  const { id } = useParams();
  const bookId = Number(id);
  const valid = Number.isInteger(bookId) && bookId > 0;
  const reading = useReading(valid ? bookId : 0);
  if (!valid) return <StatusBlock tone="error" title={t('missing')} testId="reader-missing" />;
  return (
    <QueryState query={reading}>
      {(book) => <Reader key={book.book.book_id} book={book} recorderDependencies={recorderDependencies} />}
    </QueryState>
  );
}
