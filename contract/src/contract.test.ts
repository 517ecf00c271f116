import { describe, expect, it } from 'vitest';
import {
  ZCheckEmailCodeRequest,
  ZEmail,
  ZRegisterRequest,
  ZUpdateDetailsRequest,
  isValidBirthDate,
} from './index.ts';

describe('contract', () => {
  it('normalises e-mail addresses to lower case', () => {
    expect(ZEmail.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(ZEmail.safeParse('not-an-email').error?.issues[0]?.message).toBe('invalidEmail');
  });

  it('accepts only six-digit codes', () => {
    expect(ZCheckEmailCodeRequest.safeParse({ email: 'a@b.co', code: '12345' }).success).toBe(
      false,
    );
    expect(ZCheckEmailCodeRequest.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(
      true,
    );
  });

  it('rejects impossible or future birth dates', () => {
    expect(isValidBirthDate('1990', '2', '30')).toBe(false);
    expect(isValidBirthDate('1990', '5', '1')).toBe(true);
    expect(isValidBirthDate(String(new Date().getFullYear() + 1), '1', '1')).toBe(false);
  });

  it('requires the whole registration payload', () => {
    const base = {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'password1',
      gender: 'Female',
      native_language: 'Spanish',
      language_to_learn: 'Korean',
      birth_year: '1990',
      birth_month: '5',
      birth_day: '1',
    };
    expect(ZRegisterRequest.safeParse(base).success).toBe(true);
    expect(
      ZRegisterRequest.safeParse({ ...base, password: 'short' }).error?.issues[0]?.message,
    ).toBe('passwordTooShort');
    expect(ZRegisterRequest.safeParse({ ...base, native_language: 'Klingon' }).success).toBe(false);
  });

  it('lets the profile form clear the birthday but not half-fill it', () => {
    const form = {
      name: 'Ana',
      gender: '',
      native_language: 'Spanish',
      language_to_learn: 'Korean',
    };
    expect(ZUpdateDetailsRequest.safeParse(form).success).toBe(true);
    expect(ZUpdateDetailsRequest.safeParse({ ...form, birth_year: '1990' }).success).toBe(false);
  });
});

describe('@chingu/contract/constants', () => {
  it('imports no zod, directly or through another module (the web entry chunk relies on it)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/from 'zod'/);
      for (const [, spec] of source.matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gm)) {
        visit(path.resolve(path.dirname(file), spec!));
      }
    };
    visit(path.resolve(import.meta.dirname, 'constants.ts'));
    expect(seen.size).toBeGreaterThan(1);
  });
});
