import { useState } from 'react';
import { LowScoreWarning } from '../../evaluation/low-score-warning';

/**
 * One LowScoreWarning for a practice session (a component's lifetime): pass it to every recorder
 * of the session so "3 scores below 20 in a row" counts across items and warns once.
 */
export function useLowScoreWarning(): LowScoreWarning {
  const [warning] = useState(() => new LowScoreWarning());
  return warning;
}
