import type { ReactNode } from 'react';
import styles from './choice-option.module.css';

type ChoiceOptionProps = {
  /** The radio group's name (one per question). */
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
};

/** One answer of a multiple-choice question (level check, ebook test): a whole-row radio label, 44 px high for a finger. */
export function ChoiceOption({ name, value, checked, onChoose, children }: ChoiceOptionProps) {
  return (
    <label className={[styles.choice, checked ? styles.chosen : ''].join(' ')}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} />
      {children}
    </label>
  );
}
