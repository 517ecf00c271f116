import { z } from 'zod';
import { ZEmail, ZPassword } from './common.ts';
import { LANGUAGE_NAMES, LEVELS } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZBio, ZGender, ZName, ZOwnUser, registerBirthDateError } from './user.ts';

const k = (key: ErrorKey) => key;

export const ZCode = z
  .string({ message: k('codeInvalidFormat') })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), k('codeInvalidFormat'));

/** `POST /auth/registerCodeEmail` and `POST /auth/sendCodeEmail`. */
export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

/** `POST /auth/checkEmailCode`. */
export const ZCheckEmailCodeRequest = z.object({ email: ZEmail, code: ZCode });
export type TCheckEmailCodeRequest = z.infer<typeof ZCheckEmailCodeRequest>;

/**
 * Its answer: for a registration code, the `registrationToken` that `register` requires (single
 * use, LIMITS.registrationWindowMinutes; PRODUCT §9.1). A reset code answers `{success}` only.
 */
export const ZCheckEmailCodeResponse = z.object({
  success: z.literal(true),
  registrationToken: z.string().optional(),
});
export type TCheckEmailCodeResponse = z.infer<typeof ZCheckEmailCodeResponse>;

export const ZRegistrationToken = z
  .string({ message: k('verificationRequired') })
  .trim()
  .min(1, k('verificationRequired'))
  .max(200, k('verificationRequired'));

/** `POST /auth/resetpassword`: the code is the one verified in step 2. */
export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  code: ZCode,
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ message: k('passwordRequired') })
    .min(1, k('passwordRequired'))
    .max(LIMITS.passwordMax, k('passwordTooLong')),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: ZOwnUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Registration step 1 (account), validated in the browser before step 2. */
export const ZRegisterAccountForm = z
  .object({
    name: ZName,
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: k('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });

/** Registration step 2 (profile) fields, as sent in the multipart body. */
export const ZRegisterProfileFields = z.object({
  bio: ZBio.default(''),
  gender: ZGender,
  native_language: z.enum(LANGUAGE_NAMES, { message: k('nativeLanguageRequired') }),
  language_to_learn: z.enum(LANGUAGE_NAMES, { message: k('learningLanguageRequired') }),
  birth_year: z.string({ message: k('birthDateRequired') }).trim(),
  birth_month: z.string({ message: k('birthDateRequired') }).trim(),
  birth_day: z.string({ message: k('birthDateRequired') }).trim(),
  /** PRODUCT §9.2: the level in `language_to_learn`; empty or left out = not said. */
  level: z.enum([...LEVELS, ''], { message: k('invalidLevel') }).optional(),
});

/** `POST /auth/register` multipart text fields (images come as `file` parts). */
export const ZRegisterRequest = z
  .object({
    name: ZName,
    email: ZEmail,
    password: ZPassword,
    registrationToken: ZRegistrationToken,
  })
  .extend(ZRegisterProfileFields.shape)
  .superRefine((v, ctx) => {
    // Under LIMITS.minimumAge: 400 tooYoung (PRODUCT §9.1).
    const error = registerBirthDateError(v.birth_year, v.birth_month, v.birth_day);
    if (error) ctx.addIssue({ code: 'custom', message: k(error), path: ['birth_year'] });
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZPasswordPair = z
  .object({ newPassword: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: k('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });
