// Arithmetic of the reading chart, apart from its drawing (and tested on its own).

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten, at least `floor`. */
export function niceMax(value: number, floor: number): number {
  const target = Math.max(value, floor);
  const power = 10 ** Math.floor(Math.log10(target));
  const mantissa = target / power;
  const step = mantissa <= 1 ? 1 : mantissa <= 2 ? 2 : mantissa <= 5 ? 5 : 10;
  return step * power;
}

/** 'YYYY-MM-DD' as M/D, read from the text itself (the server's dates are Tokyo days; no time zone applies). */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-');
  return month && day ? `${Number(month)}/${Number(day)}` : date;
}

/** An SVG path through the points, in order; a null breaks the line there. */
export function linePath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(1)} ${point.y.toFixed(1)} `;
    drawing = true;
  }
  return path.trim();
}

/** Which day indices get a date under the axis: about `wanted`, always the first and the last (without crowding it). */
export function labelledDays(count: number, wanted = 6): Set<number> {
  const step = Math.max(1, Math.ceil(count / wanted));
  const shown: number[] = [];
  for (let index = 0; index < count; index += step) shown.push(index);
  const last = count - 1;
  const previous = shown[shown.length - 1];
  if (previous !== undefined && previous !== last) {
    if (last - previous < step / 2 && shown.length > 1) shown.pop();
    shown.push(last);
  }
  return new Set(shown);
}
