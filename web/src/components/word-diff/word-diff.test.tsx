import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { wordDiff } from '@/utils/word-diff';
import { WordDiff } from './word-diff';

describe('word diff', () => {
  it('strikes through removed words and highlights added ones, the rest as it was', () => {
    renderWithProviders(
      <WordDiff original="I go to school yesterday" corrected="I went to school yesterday." />,
    );
    expect(screen.getAllByRole('deletion').map((e) => e.textContent)).toEqual(['go']);
    expect(screen.getAllByRole('insertion').map((e) => e.textContent)).toEqual(['went', '.']);
    expect(screen.getByTestId('word-diff')).toHaveTextContent('I gowent to school yesterday.');
  });

  it('splits text without spaces into words (Japanese)', () => {
    expect(wordDiff('私は学校に行く', '私は学校に行った')).toEqual([
      { value: '私は学校に', change: 'same' },
      { value: '行く', change: 'removed' },
      { value: '行った', change: 'added' },
    ]);
  });

  it('shows an unchanged text without marks', () => {
    renderWithProviders(<WordDiff original="안녕하세요" corrected="안녕하세요" />);
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.queryByRole('insertion')).toBeNull();
    expect(screen.getByText('안녕하세요')).toBeInTheDocument();
  });
});
