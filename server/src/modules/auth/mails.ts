import { LIMITS } from '@chingu/contract';
import type { Mail } from '../../plugins/infra/mail.ts';

/** The code stands on its own line after "code:" so people (and tests) find it easily. */
export function registrationCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your Chingu verification code: ${code}`,
    text: [
      'Welcome to Chingu!',
      '',
      `Your verification code: ${code}`,
      '',
      `It expires in ${LIMITS.codeTtlMinutes} minutes. If you did not sign up, ignore this e-mail.`,
      '',
      '친구에 오신 것을 환영합니다! 위의 인증 코드를 입력해 주세요.',
    ].join('\n'),
  };
}

export function resetCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your Chingu password reset code: ${code}`,
    text: [
      'Someone asked to reset the password of your Chingu account.',
      '',
      `Your verification code: ${code}`,
      '',
      `It expires in ${LIMITS.codeTtlMinutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
      '',
      '비밀번호 재설정을 요청하셨다면 위의 인증 코드를 입력해 주세요.',
    ].join('\n'),
  };
}

/**
 * Sent instead of a code when someone starts a registration with an address that already has an
 * account: the sign-up answers alike either way, and only the owner of the address learns this.
 */
export function accountExistsMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'You already have a Chingu account',
    text: [
      'Someone (probably you) tried to create a Chingu account with this e-mail address, but it already has one.',
      '',
      `Sign in: ${publicUrl}/login`,
      `Forgot your password? Reset it: ${publicUrl}/forgot-password`,
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
      '',
      '이 이메일 주소로 이미 친구 계정이 있습니다. 로그인하거나 비밀번호를 재설정해 주세요.',
    ].join('\n'),
  };
}

/**
 * Sent when someone asks to reset the password of an address with no account: the request answers
 * alike either way, also when the mail server is down (both 503), and only the owner of the
 * address learns there is no account.
 */
export function noAccountResetMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Chingu password reset',
    text: [
      'Someone (probably you) asked to reset the password of a Chingu account with this e-mail address, but there is no account with it.',
      '',
      `Create one: ${publicUrl}/register`,
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
      '',
      '이 이메일 주소로 가입된 친구 계정이 없습니다. 새로 가입하려면 위의 링크를 이용해 주세요.',
    ].join('\n'),
  };
}
