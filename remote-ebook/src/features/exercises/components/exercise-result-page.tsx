/** /ebook/exercise/result/?resource_id=&guid=: a finished exercise set. */
export function ExerciseResultPage() {
  return null;
}
