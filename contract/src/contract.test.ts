import { describe, expect, it } from 'vitest';
import {
  decodeConversationCursor,
  encodeConversationCursor,
  ERROR_MESSAGES,
  ZCheckEmailCodeRequest,
  ZConversationsQuery,
  ZEmail,
  ZLoginRequest,
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
      registrationToken: 'code-id.signature',
    };
    expect(ZRegisterRequest.safeParse(base).success).toBe(true);
    // Bound to the verification (PRODUCT §9.1): no token, no registration.
    const { registrationToken: _token, ...withoutToken } = base;
    expect(ZRegisterRequest.safeParse(withoutToken).error?.issues[0]?.message).toBe(
      'verificationRequired',
    );
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

  it('round-trips a conversation cursor and refuses anything else', () => {
    const cursor = {
      pinned: true,
      lastMessageAt: '1792373639412714',
      createdAt: '-1000',
      partnerId: '7b21b3cd-f768-491e-8a91-6ac792c0528d',
    };
    const encoded = encodeConversationCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeConversationCursor(encoded)).toEqual(cursor);
    const noMessage = { ...cursor, pinned: false, lastMessageAt: null };
    expect(decodeConversationCursor(encodeConversationCursor(noMessage))).toEqual(noMessage);
    expect(ZConversationsQuery.parse({ cursor: encoded, q: '  ana ' })).toEqual({
      limit: 30,
      cursor,
      q: 'ana',
    });
    for (const bad of ['', '!!!', btoa('1.1.1'), btoa(`1.1.1.${cursor.partnerId}.x`)]) {
      expect(decodeConversationCursor(bad)).toBeNull();
      expect(ZConversationsQuery.safeParse({ cursor: bad }).error?.issues[0]?.message).toBe(
        'invalidCursor',
      );
    }
  });
});

describe('@chingu/contract/constants and /errors', () => {
  it('import no zod, directly or through another module (the web entry chunk relies on it)', async () => {
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
    visit(path.resolve(import.meta.dirname, 'errors.ts'));
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('required-field messages', () => {
  it('ask for the field in one wording, never the generic "field is required"', () => {
    const required = Object.entries(ERROR_MESSAGES).filter(([key]) => /[rR]equired$/.test(key));
    expect(required.length).toBeGreaterThan(5);
    for (const [key, text] of required) {
      expect(text, key).toMatch(/^(Please |A tag cannot be empty)/);
      expect(text, key).not.toMatch(/field is required/i);
    }
    expect(ZEmail.safeParse('').error?.issues[0]?.message).toBe('emailRequired');
    expect(
      ZLoginRequest.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message,
    ).toBe('passwordRequired');
  });
});
