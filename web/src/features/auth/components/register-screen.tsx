import { ZCode, ZEmail, ZRegisterRequest, type TErrorResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import type { ErrorKey } from '@chingu/contract/errors';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '@/config/paths';
import { useAppDispatch } from '@/hooks/store';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { setCredentials } from '@/stores/auth-slice';
import { useCheckEmailCodeMutation } from '../api/check-email-code';
import { useRegisterMutation } from '../api/register';
import { useRegisterCodeEmailMutation } from '../api/register-code-email';
import { AuthCard } from './auth-card';
import { RegisterAccountStep } from './register-account-step';
import {
  accountErrors,
  initialRegisterValues,
  profileErrors,
  type RegisterValues,
} from './register-form';
import { RegisterProfileStep } from './register-profile-step';
import { RegisterVerifyStep } from './register-verify-step';

const STEPS = ['account', 'profile', 'verify'] as const;
const PROGRESS = [33, 66, 100] as const;
type Step = 0 | 1 | 2;

function normaliseEmail(email: string): string {
  const parsed = ZEmail.safeParse(email);
  return parsed.success ? parsed.data : email.trim().toLowerCase();
}

function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: Partial<TErrorResponse> } | null)?.data;
  return data && typeof data === 'object' ? data.code : undefined;
}

/** Seconds left before another code may be requested (ticks once a second while counting). */
function useCooldown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [sentAt]);
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + LIMITS.codeResendSeconds * 1000 - now) / 1000);
  return Math.min(LIMITS.codeResendSeconds, Math.max(0, left));
}

export function RegisterScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const [step, setStep] = useState<Step>(0);
  // Photos are encouraged, not required (PRODUCT §9.4): a drawn avatar stands in until one is added.
  const [files, setFiles] = useState<File[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ErrorKey | null>(null);
  /** The address the last code went to, and when. */
  const [codeSent, setCodeSent] = useState<{ email: string; at: number } | null>(null);
  /** The address the code verified, with the token that binds the registration to it (§9.1). */
  const [verification, setVerification] = useState<{ email: string; token: string } | null>(null);
  const verifiedEmail = verification?.email ?? null;

  const [sendCode, { isLoading: sending }] = useRegisterCodeEmailMutation();
  const [checkCode, { isLoading: verifying }] = useCheckEmailCodeMutation();
  const [register, { isLoading: registering }] = useRegisterMutation();

  // Each step checks its own part (accountErrors, profileErrors) before moving on.
  const form = useContractForm<RegisterValues>(
    (values) => ({ ...accountErrors(values), ...profileErrors(values) }),
    { initialValues: initialRegisterValues },
  );

  const email = normaliseEmail(form.values.email);
  const verified = verifiedEmail !== null && verifiedEmail === email;
  const cooldown = useCooldown(codeSent?.email === email ? codeSent.at : null);

  const goTo = (next: Step) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  const continueFromAccount = () => {
    const errors = accountErrors(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) goTo(1);
  };

  /** Sends (or re-sends) the registration code; true when the server accepted. */
  const requestCode = async (): Promise<boolean> => {
    try {
      await sendCode({ email }).unwrap();
      setCodeSent({ email, at: Date.now() });
      notifySuccess(t('register.codeSent'));
      return true;
    } catch (error) {
      // A code went to this address less than a minute ago (e.g. before a reload): it is still
      // valid, so start the local countdown; Continue then moves on without sending another.
      if (errorCode(error) === 'codeCooldown') setCodeSent({ email, at: Date.now() });
      notifyError(apiErrorMessage(error, t, t('register.codeSendFailed')));
      return false;
    }
  };

  const continueFromProfile = async () => {
    const errors = profileErrors(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // Already verified, or a code for this address is still fresh: no need to send another.
    if (verified || cooldown > 0) {
      goTo(2);
      return;
    }
    if (await requestCode()) {
      setCode('');
      setCodeError(null);
      goTo(2);
    }
  };

  /**
   * Creates the account and signs the new member in with the session it answers (PRODUCT §9.4):
   * they land on the home with its first-run welcome, or on the page they came to register from.
   */
  const createAccount = async (registrationToken = verification?.token) => {
    const payload = ZRegisterRequest.safeParse({ ...form.values, email, registrationToken });
    if (!payload.success) {
      notifyError(t('register.error'));
      return;
    }
    try {
      const result = await register({ ...payload.data, files }).unwrap();
      dispatch(setCredentials({ user: result.user, token: result.token }));
      notifySuccess(t('register.success'));
      const target = safeRedirect(redirect, paths.home.getHref());
      await navigate(target, {
        replace: true,
        state: target === paths.home.getHref() ? { welcome: true } : undefined,
      });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'emailNotVerified' || code === 'verificationRequired') setVerification(null);
      notifyError(apiErrorMessage(error, t, t('register.error')));
    }
  };

  /** Verifying the code completes the registration: the earlier steps were checked on the way. */
  const verify = async () => {
    const parsed = ZCode.safeParse(code);
    if (!parsed.success) {
      setCodeError('codeInvalidFormat');
      return;
    }
    setCodeError(null);
    let token: string;
    try {
      const answer = await checkCode({ email, code: parsed.data }).unwrap();
      token = answer.registrationToken ?? '';
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('errors:invalidCode')));
      return;
    }
    setVerification({ email, token });
    notifySuccess(t('register.verify.success'));
    await createAccount(token);
  };

  /** Offered once the address is verified, should creating the account have failed. */
  const complete = async () => {
    if (!verified) {
      notifyError(t('errors:emailNotVerified'));
      return;
    }
    await createAccount();
  };

  const stepName = STEPS[step];

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} width={560}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" aria-live="polite">
            <Text size="sm" fw={600}>
              {t(`register.steps.${stepName}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('register.stepOf', { current: step + 1, total: STEPS.length })}
            </Text>
          </Group>
          <Progress
            value={PROGRESS[step]}
            size="sm"
            radius="xl"
            transitionDuration={200}
            aria-label={t('register.progress', { value: PROGRESS[step] })}
          />
        </Stack>
        {step === 0 ? (
          <RegisterAccountStep form={form} redirect={redirect} onContinue={continueFromAccount} />
        ) : null}
        {step === 1 ? (
          <RegisterProfileStep
            form={form}
            files={files}
            onFilesChange={setFiles}
            sending={sending}
            onBack={() => goTo(0)}
            onContinue={() => void continueFromProfile()}
          />
        ) : null}
        {step === 2 ? (
          <RegisterVerifyStep
            email={email}
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              if (codeError) setCodeError(null);
            }}
            codeError={codeError ? t(`errors:${codeError}`) : null}
            verified={verified}
            verifying={verifying}
            resending={sending}
            registering={registering}
            cooldown={cooldown}
            onVerify={() => void verify()}
            onResend={() => void requestCode()}
            onBack={() => goTo(1)}
            onComplete={() => void complete()}
          />
        ) : null}
      </Stack>
    </AuthCard>
  );
}
