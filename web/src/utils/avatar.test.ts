import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { describe, expect, it } from 'vitest';
import { avatarOf, initialsOf, photosOf } from './avatar';

describe('avatarOf', () => {
  it('takes the chosen avatar, else the first image, else the default picture', () => {
    expect(avatarOf({ avatar: '/a.webp', imageUrls: ['/b.webp'] })).toBe('/a.webp');
    expect(avatarOf({ avatar: '', imageUrls: ['/b.webp'] })).toBe('/b.webp');
    expect(avatarOf({ imageUrls: [] })).toBe(DEFAULT_AVATAR_URL);
  });

  it('gives undefined for no picture when there is no fallback', () => {
    expect(avatarOf({ imageUrls: [] }, null)).toBeUndefined();
    expect(avatarOf({ imageUrls: [DEFAULT_AVATAR_URL] }, null)).toBe(DEFAULT_AVATAR_URL);
  });
});

describe('photosOf', () => {
  it('leaves out the default picture and empty entries', () => {
    expect(photosOf([DEFAULT_AVATAR_URL])).toEqual([]);
    expect(photosOf(['/a.webp', '', '/b.webp'])).toEqual(['/a.webp', '/b.webp']);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of up to max words, upper-cased', () => {
    expect(initialsOf('Minji Kim')).toBe('MK');
    expect(initialsOf('  carlos   de la ruiz ')).toBe('CD');
    expect(initialsOf('Minji Kim', 1)).toBe('M');
    expect(initialsOf('')).toBe('');
  });
});
