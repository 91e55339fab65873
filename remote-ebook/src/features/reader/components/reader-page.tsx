/** /ebook/reading/:id: the graded reader. */
export function ReaderPage() {
  return null;
}
