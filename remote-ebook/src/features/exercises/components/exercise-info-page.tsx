/** /ebook/exercise/info?book_id=: the book's exercise sets. */
export function ExerciseInfoPage() {
  return null;
}
