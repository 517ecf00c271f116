import {
  Anchor,
  Button,
  Center,
  Group,
  Input,
  PasswordInput,
  PinInput,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft, IconLock, IconMail } from '@tabler/icons-react';
import { ZCode, ZEmail, ZPasswordPair } from '@chingu/contract';
import { LIMITS, type ErrorKey } from '@chingu/contract/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { useCheckEmailCodeMutation } from '../api/check-email-code';
import { useResetPasswordMutation } from '../api/reset-password';
import { useSendCodeEmailMutation } from '../api/send-code-email';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AuthCard } from './auth-card';

type Step = 0 | 1 | 2;
const STEP_KEYS = ['enterEmail', 'verifyCode', 'passwordReset'] as const;

export function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const codeLabelId = useId();
  const codeErrorId = useId();

  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<ErrorKey | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ErrorKey | null>(null);
  /** The code verified in step 2: proof for the reset call in step 3. */
  const [verifiedCode, setVerifiedCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<{
    newPassword?: ErrorKey;
    confirmPassword?: ErrorKey;
  }>({});

  const [sendCode, { isLoading: sending }] = useSendCodeEmailMutation();
  const [checkCode, { isLoading: verifying }] = useCheckEmailCodeMutation();
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();

  const submitEmail = async () => {
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setEmailError((parsed.error.issues[0]?.message as ErrorKey | undefined) ?? 'invalidEmail');
      return;
    }
    setEmailError(null);
    try {
      const result = await sendCode({ email: parsed.data }).unwrap();
      if (!result.success) throw new Error('not sent');
      setEmail(parsed.data);
      notifySuccess(t('authentication.enterEmail.successMessage'));
      setCode('');
      setStep(1);
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('authentication.enterEmail.errorMessage')));
    }
  };

  const submitCode = async () => {
    const parsed = ZCode.safeParse(code);
    if (!parsed.success) {
      setCodeError('codeInvalidFormat');
      return;
    }
    setCodeError(null);
    try {
      const result = await checkCode({ email, code: parsed.data }).unwrap();
      if (!result.success) throw new Error('not verified');
      setVerifiedCode(parsed.data);
      setCode('');
      notifySuccess(t('authentication.verifyCode.successMessage'));
      setStep(2);
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('errors:invalidCode')));
    }
  };

  const submitPassword = async () => {
    const parsed = ZPasswordPair.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) {
      const errors: typeof passwordErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'newPassword' || field === 'confirmPassword') && !errors[field]) {
          errors[field] = issue.message as ErrorKey;
        }
      }
      setPasswordErrors(errors);
      if (errors.confirmPassword === 'passwordsDoNotMatch') {
        notifyError(t('errors:passwordsDoNotMatch'));
      }
      return;
    }
    setPasswordErrors({});
    try {
      const result = await resetPassword({
        email,
        code: verifiedCode,
        newPassword: parsed.data.newPassword,
      }).unwrap();
      if (!result.success) throw new Error('not reset');
      notifySuccess(t('authentication.passwordReset.successMessage'));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('authentication.passwordReset.errorMessage')));
    }
  };

  const stepKey = STEP_KEYS[step];
  const err = (key: ErrorKey | null | undefined) => (key ? t(`errors:${key}`) : undefined);

  return (
    <AuthCard
      title={t(`authentication.${stepKey}.title`)}
      subtitle={t(`authentication.${stepKey}.subtitle`, { email })}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="xs" c="dimmed" ta="right">
            {t('authentication.stepOf', { current: step + 1, total: STEP_KEYS.length })}
          </Text>
          <Progress
            value={Math.round(((step + 1) / STEP_KEYS.length) * 100)}
            size="sm"
            radius="xl"
            aria-label={t('authentication.stepOf', { current: step + 1, total: STEP_KEYS.length })}
          />
        </Stack>

        {step === 0 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitEmail();
            }}
          >
            <Stack gap="md">
              <TextInput
                label={t('authentication.enterEmail.email')}
                placeholder={t('authentication.enterEmail.emailPlaceholder')}
                type="email"
                autoComplete="email"
                withAsterisk
                leftSection={<IconMail size={16} aria-hidden />}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={err(emailError)}
              />
              <Button type="submit" fullWidth size="md" loading={sending}>
                {t('authentication.enterEmail.submit')}
              </Button>
            </Stack>
          </form>
        ) : null}

        {step === 1 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitCode();
            }}
          >
            <Stack gap="md">
              <Stack gap={6}>
                <Input.Label id={codeLabelId} required ta="center">
                  {t('authentication.verifyCode.code')}
                </Input.Label>
                <Center>
                  <PinInput
                    length={LIMITS.codeLength}
                    type="number"
                    oneTimeCode
                    autoFocus
                    size="md"
                    gap="xs"
                    value={code}
                    onChange={(value) => {
                      setCode(value);
                      setCodeError(null);
                    }}
                    error={Boolean(codeError)}
                    ariaLabel={t('authentication.verifyCode.code')}
                    aria-labelledby={codeLabelId}
                    aria-describedby={codeError ? codeErrorId : undefined}
                  />
                </Center>
                {codeError ? (
                  <Text id={codeErrorId} size="xs" c="red" ta="center" role="alert">
                    {err(codeError)}
                  </Text>
                ) : null}
              </Stack>
              <Group justify="space-between" wrap="nowrap">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  onClick={() => setStep(0)}
                  disabled={verifying}
                >
                  {t('authentication.verifyCode.previous')}
                </Button>
                <Button type="submit" loading={verifying}>
                  {t('authentication.verifyCode.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}

        {step === 2 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitPassword();
            }}
          >
            <Stack gap="md">
              <PasswordInput
                label={t('authentication.passwordReset.newPassword')}
                placeholder={t('authentication.passwordReset.newPasswordPlaceholder')}
                description={t('register.account.passwordHint', { min: LIMITS.passwordMin })}
                autoComplete="new-password"
                withAsterisk
                autoFocus
                leftSection={<IconLock size={16} aria-hidden />}
                visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
                value={newPassword}
                onChange={(event) => {
                  setNewPassword(event.currentTarget.value);
                  setPasswordErrors((e) => ({ ...e, newPassword: undefined }));
                }}
                error={err(passwordErrors.newPassword)}
              />
              <PasswordInput
                label={t('authentication.passwordReset.confirmPassword')}
                placeholder={t('authentication.passwordReset.confirmPasswordPlaceholder')}
                autoComplete="new-password"
                withAsterisk
                leftSection={<IconLock size={16} aria-hidden />}
                visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
                value={confirmPassword}
                onChange={(event) => {
                  setConfirmPassword(event.currentTarget.value);
                  setPasswordErrors((e) => ({ ...e, confirmPassword: undefined }));
                }}
                error={err(passwordErrors.confirmPassword)}
              />
              <Button type="submit" fullWidth size="md" loading={resetting}>
                {t('authentication.passwordReset.submit')}
              </Button>
            </Stack>
          </form>
        ) : null}

        <Text ta="center" size="sm" c="dimmed">
          {t('authentication.remembered')}{' '}
          <Anchor component={Link} to={paths.login.getHref()} fw={600}>
            {t('authentication.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
