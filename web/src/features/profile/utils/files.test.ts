import { describe, expect, it } from 'vitest';
import { cutFileName, fitToSlots, remainingSlots } from './files';

describe('cutFileName', () => {
  it('keeps names of up to 15 characters', () => {
    expect(cutFileName('photo.png')).toBe('photo.png');
    expect(cutFileName('abcdefghijk.png')).toBe('abcdefghijk.png'); // 15
  });
  it('cuts longer names to the first 12 characters plus "..."', () => {
    expect(cutFileName('abcdefghijkl.png')).toBe('abcdefghijkl...'); // 16
    expect(cutFileName('my-holiday-in-busan-2024.jpeg')).toBe('my-holiday-i...');
  });
});

describe('gallery slots', () => {
  it('counts the slots left of 10', () => {
    expect(remainingSlots(0, 0)).toBe(10);
    expect(remainingSlots(7, 2)).toBe(1);
    expect(remainingSlots(10, 0)).toBe(0);
    expect(remainingSlots(9, 3)).toBe(0);
  });
  it('cuts off the files beyond the remaining slots', () => {
    expect(fitToSlots(['a', 'b', 'c', 'd'], 2)).toEqual({ kept: ['a', 'b'], cutOff: 2 });
    expect(fitToSlots(['a'], 3)).toEqual({ kept: ['a'], cutOff: 0 });
    expect(fitToSlots(['a', 'b'], 0)).toEqual({ kept: [], cutOff: 2 });
  });
});
