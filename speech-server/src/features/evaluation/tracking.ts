/**
 * The reading position from the aligner's partial best path (phone words, README.md "Engine"):
 * the last reference word whose phones have all been read so far. Used for shadow tracking.
 */
export function trackedWordIndex(partialHyp: string, referencePhones: readonly (readonly string[][])[]): number {
  let nextRef = 0;
  let lastMatched = -1;
  let current: string[] = [];
  const close = (): void => {
    if (current.length === 0) return;
    const names = current.join(' ');
    for (let k = nextRef; k < referencePhones.length; k++) {
      if ((referencePhones[k] ?? []).some((variant) => variant.join(' ') === names)) {
        lastMatched = k;
        nextRef = k + 1;
        break;
      }
    }
    current = [];
  };
  for (const token of partialHyp.split(/\s+/)) {
    if (!token || token.startsWith('<') || token.startsWith('[') || token.startsWith('(')) continue;
    const [phone, tag = ''] = token.split('_') as [string, string?];
    if (tag === 'G') continue;
    if (tag === 'B' || tag === 'S') current = [];
    current.push(phone);
    if (tag === 'E' || tag === 'S') close();
  }
  return lastMatched;
}
