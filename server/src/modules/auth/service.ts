import type {
  TCheckEmailCodeRequest,
  TEmailRequest,
  TLoginRequest,
  TRegisterRequest,
  TResetPasswordRequest,
} from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { appealTokens, suspensionOf, type AppealTokens } from '../../db/moderation.ts';
import {
  AppError,
  badRequest,
  conflict,
  tooManyRequests,
  unauthorized,
} from '../../lib/app-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newToken, type AuthUser } from '../../plugins/http/auth.ts';
import type { ProcessedImage } from '../../plugins/infra/images.ts';
import type { Mail } from '../../plugins/infra/mail.ts';
import { profileColumns, toOwnUser as serializeOwnUser } from '../members/serialize.ts';
import {
  consumeCode,
  generateCode,
  issueCode,
  requireVerifiedCode,
  verifyCode,
  withdrawCode,
} from './codes.ts';
import { knownDevices, type KnownDevices } from './known-devices.ts';
import {
  accountExistsMail,
  noAccountResetMail,
  registrationCodeMail,
  resetCodeMail,
} from './mails.ts';
import {
  deleteSession,
  deleteSessionsOf,
  insertSession,
  insertUser,
  setPasswordHash,
  userByEmail,
} from './queries.ts';
import { registrationTokens, type RegistrationTokens } from './registration-token.ts';

/** Account rules (PRODUCT §4): codes, registration, sign-in, sessions, password reset. */
export function createAuthService(
  app: FastifyInstance,
  {
    enforceCooldown,
    brakeEnabled,
    publicUrl,
  }: { enforceCooldown: boolean; brakeEnabled: boolean; publicUrl: string },
) {
  const { db } = app;
  const toOwnUser = (user: AuthUser) => serializeOwnUser(user, app.isModerator(user));

  const findUserByEmail = (email: string) => userByEmail(db, email);
  let tokens: Promise<RegistrationTokens> | undefined;
  const registrationTokensOf = () => (tokens ??= registrationTokens(db));
  let appeals: Promise<AppealTokens> | undefined;
  const appealTokensOf = () => (appeals ??= appealTokens(db));

  /**
   * 403 `suspended` with the rule broken and an appealToken for the suspension (PRODUCT §9.1), so
   * the member can appeal without a session. A suspension older than the audit log has neither.
   */
  async function suspendedError(userId: string): Promise<AppError> {
    const action = await suspensionOf(db, userId);
    if (!action) return new AppError(403, 'suspended');
    const appealToken = (await appealTokensOf()).issue(action.id, userId, app.clock.now());
    return new AppError(403, 'suspended', undefined, undefined, {
      ...(action.reason ? { reason: action.reason } : {}),
      appealToken,
    });
  }

  /**
   * The verified code the registration token names: it must be this address's newest verified,
   * unused registration code, verified within the window (PRODUCT §9.1).
   */
  async function requireRegistrationProof(input: TRegisterRequest) {
    const codeId = (await registrationTokensOf()).codeIdOf(input.registrationToken, input.email);
    if (!codeId) throw badRequest('verificationRequired');
    const proof = await requireVerifiedCode(db, input.email, 'register');
    if (proof.id !== codeId) throw badRequest('verificationRequired');
    return proof;
  }

  let devices: Promise<KnownDevices> | undefined;
  const knownDevicesOf = () => (devices ??= knownDevices(db));

  /**
   * Issue 29 finding 7, decision 044: sign-in attempts for one address from browsers not known to
   * the account, from any IP, counted before the password is checked (so a burst of parallel
   * guesses cannot all slip in); beyond LIMITS.signInBrakeFailures in the window, 429
   * `signInBraked` until it ends, whatever the password. Unknown addresses are braked alike, so
   * the brake does not tell which exist.
   */
  async function brakeSignIn(email: string) {
    if (!brakeEnabled) return;
    const { count, resetInMs } = await app.counters
      .hit(`signin:${email.trim().toLowerCase()}`, LIMITS.signInBrakeMinutes * 60_000)
      // Redis unreachable: the per-IP limit (which fails closed) still stands in front.
      .catch(() => ({ count: 0, resetInMs: 0 }));
    if (count > LIMITS.signInBrakeFailures) throw tooManyRequests('signInBraked', resetInMs);
  }

  async function startSession(userId: string, userAgent: string | undefined) {
    const { token, tokenHash } = newToken();
    await insertSession(db, { userId, tokenHash, userAgent: userAgent?.slice(0, 500) ?? null });
    return token;
  }

  /** Sends the code's mail; if it cannot go, the code is withdrawn and may be asked for again. */
  async function mailOrWithdraw(codeId: string, mail: Mail) {
    try {
      await app.mailer.send(mail);
    } catch (error) {
      await withdrawCode(db, codeId);
      throw error;
    }
  }

  return {
    /**
     * Answers alike whether the address has an account or not (no address list can be probed):
     * a taken address gets a "you already have an account" mail and no usable code.
     */
    async sendRegistrationCode({ email }: TEmailRequest) {
      const taken = !!(await findUserByEmail(email));
      const code = taken ? null : generateCode();
      const issued = await issueCode(db, email, 'register', code, enforceCooldown);
      await mailOrWithdraw(
        issued.id,
        code ? registrationCodeMail(email, code) : accountExistsMail(email, publicUrl),
      );
    },

    /**
     * Never reveals whether the address has an account: same answer, same cooldown, and a mail
     * either way, so a mail server that is down answers 503 for both (issue 29).
     */
    async sendResetCode({ email }: TEmailRequest) {
      const user = await findUserByEmail(email);
      const code = user ? generateCode() : null;
      const issued = await issueCode(db, email, 'reset', code, enforceCooldown);
      await mailOrWithdraw(
        issued.id,
        code ? resetCodeMail(email, code) : noAccountResetMail(email, publicUrl),
      );
    },

    /** A registration code answers the token `register` requires; a reset code nothing more. */
    async checkCode({ email, code }: TCheckEmailCodeRequest) {
      const row = await verifyCode(db, email, code);
      if (row.purpose !== 'register') return {};
      return { registrationToken: (await registrationTokensOf()).issue(row.id, email) };
    },

    /** What registration requires before the upload is read: a verified, free address. */
    async checkRegistrationAllowed(input: TRegisterRequest) {
      await requireRegistrationProof(input);
      if (await findUserByEmail(input.email)) throw conflict('emailTaken');
    },

    /** Creates the account and its gallery atomically; the address must have been verified. */
    async register(input: TRegisterRequest, images: ProcessedImage[], userAgent?: string) {
      const proof = await requireRegistrationProof(input);
      if (await findUserByEmail(input.email)) throw conflict('emailTaken');
      if (images.length > LIMITS.imagesPerGallery) throw badRequest('tooManyImages');
      const passwordHash = await hashPassword(input.password);
      const names = await app.images.save(images);
      try {
        const user = await db.transaction(async (tx) => {
          const consumed = await consumeCode(tx, proof.id);
          if (!consumed.length) throw badRequest('emailNotVerified');
          const created = await insertUser(tx, {
            email: input.email,
            passwordHash,
            ...profileColumns(input),
            images: names,
          });
          if (!created) throw conflict('emailTaken');
          return created;
        });
        app.listTotals.invalidate('members');
        const token = await startSession(user.id, userAgent);
        return { token, user: toOwnUser(user) };
      } catch (error) {
        await app.images.remove(names);
        throw error;
      }
    },

    /**
     * Signs in. `cookies` is the browser's Cookie header: a browser that signed in to the account
     * before passes the per-account brake (decision 044); the answer's `knownDeviceCookie`
     * remembers this one.
     */
    async login(
      { email, password }: TLoginRequest,
      { userAgent, cookies, secure }: { userAgent?: string; cookies?: string; secure: boolean },
    ) {
      const user = await findUserByEmail(email);
      const devices = await knownDevicesOf();
      if (!(user && devices.isKnown(cookies, user.id))) await brakeSignIn(email);
      if (!user) {
        await burnPasswordCheck(password);
        throw unauthorized('invalidCredentials');
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthorized('invalidCredentials');
      // Only the right password learns that the account is suspended (PRODUCT §8.5).
      if (user.suspendedAt) throw await suspendedError(user.id);
      const token = await startSession(user.id, userAgent);
      return {
        token,
        user: toOwnUser(user),
        knownDeviceCookie: devices.cookieAfterSignIn(cookies, user.id, secure),
      };
    },

    /** The caller's own record, fresh from the database. */
    async me(user: AuthUser) {
      return toOwnUser(user);
    },

    async logout(sessionId: string) {
      await deleteSession(db, sessionId);
    },

    /** Sets a new password with a verified reset code and signs out every device. */
    async resetPassword({ email, code, newPassword }: TResetPasswordRequest) {
      const proof = await requireVerifiedCode(db, email, 'reset', code);
      const user = await findUserByEmail(email);
      if (!user) throw badRequest('resetNotVerified');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const consumed = await consumeCode(tx, proof.id);
        if (!consumed.length) throw badRequest('resetNotVerified');
        await setPasswordHash(tx, user.id, passwordHash);
        await deleteSessionsOf(tx, user.id);
      });
      return user.id;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
