import { LIMITS } from '@chingu/contract';
import type { Mail } from '../../plugins/mail.ts';

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
