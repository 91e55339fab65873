import { describe, expect, it } from 'vitest';
import { moveActive } from './suggestion-nav';

describe('moveActive', () => {
  it('goes down through the list and back to the typed text', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('goes up from the typed text to the last suggestion', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
  });

  it('jumps to the ends, and stays on the typed text with no suggestions', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 3, 'End')).toBe(2);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(4, 0, 'End')).toBe(-1);
  });
});
