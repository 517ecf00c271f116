import { describe, expect, it } from 'vitest';
import { birthPartsToDateValue, dateValueToBirthParts, formatBirthday, ordinal } from './birthday';

const parts = (birth_year: string, birth_month: string, birth_day: string) => ({
  birth_year,
  birth_month,
  birth_day,
});

describe('formatBirthday', () => {
  it('writes ordinal day, "of", month name and year in English', () => {
    expect(formatBirthday(parts('1990', '5', '1'), 'en')).toBe('1st of May, 1990');
    expect(formatBirthday(parts('1985', '12', '22'), 'en')).toBe('22nd of December, 1985');
    expect(formatBirthday(parts('2001', '1', '13'), 'en')).toBe('13th of January, 2001');
    expect(formatBirthday(parts('2001', '3', '3'), 'en')).toBe('3rd of March, 2001');
    expect(formatBirthday(parts('2001', '3', '11'), 'en')).toBe('11th of March, 2001');
  });

  it('uses the Korean date order in Korean', () => {
    expect(formatBirthday(parts('1990', '5', '1'), 'ko')).toBe('1990년 5월 1일');
  });

  it('returns null (shown as "not specified") for empty or impossible dates', () => {
    expect(formatBirthday(parts('', '', ''), 'en')).toBeNull();
    expect(formatBirthday(parts('1990', '13', '1'), 'en')).toBeNull();
    expect(formatBirthday(parts('1990', '0', '1'), 'en')).toBeNull();
    expect(formatBirthday(parts('1990', '2', '30'), 'en')).toBeNull();
    expect(formatBirthday(parts('abc', '2', '3'), 'en')).toBeNull();
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('%i -> %s', (n, text) => expect(ordinal(n)).toBe(text));
});

describe('birth date <-> picker value', () => {
  it('builds the picker value only from a valid stored date (month 1-12)', () => {
    expect(birthPartsToDateValue(parts('1990', '5', '1'))).toBe('1990-05-01');
    expect(birthPartsToDateValue(parts('1990', '12', '31'))).toBe('1990-12-31');
    expect(birthPartsToDateValue(parts('', '', ''))).toBeNull();
    expect(birthPartsToDateValue(parts('1990', '13', '1'))).toBeNull();
    expect(birthPartsToDateValue(parts('1990', '5', '32'))).toBeNull();
    expect(birthPartsToDateValue(parts('x', '5', '1'))).toBeNull();
  });

  it('picking sets year, month 1-12 and day as strings; clearing empties all', () => {
    expect(dateValueToBirthParts('1990-05-01')).toEqual(parts('1990', '5', '1'));
    expect(dateValueToBirthParts('2000-12-09')).toEqual(parts('2000', '12', '9'));
    expect(dateValueToBirthParts(null)).toEqual(parts('', '', ''));
  });
});
