import { ZCheckEmailCodeRequest, ZEmailRequest, ZPasswordPair } from '@chingu/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCheckEmailCodeMutation } from '../api/check-email-code';
import { useResetPasswordMutation } from '../api/reset-password';
import { useSendCodeEmailMutation } from '../api/send-code-email';
import { EmailField, NewPasswordFields } from './auth-inputs';
import { CodeInput } from './code-input';

/** Step 1: the address the reset code goes to; `onSent` gets it normalised. */
export function ForgotEmailStep({
  email,
  onSent,
}: {
  email: string;
  onSent: (to: string) => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [sendCode, { isLoading }] = useSendCodeEmailMutation();
  const form = useContractForm<{ email: string }>(ZEmailRequest, { initialValues: { email } });

  const submit = async (values: { email: string }) => {
    const to = ZEmailRequest.parse(values).email;
    try {
      const result = await sendCode({ email: to }).unwrap();
      if (!result.success) throw new Error('not sent');
      notifySuccess(t('authentication.enterEmail.successMessage'));
      onSent(to);
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('authentication.enterEmail.errorMessage')));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <EmailField
          label={t('authentication.enterEmail.email')}
          placeholder={t('authentication.enterEmail.emailPlaceholder')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={isLoading}>
          {t('authentication.enterEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}

const ZCodeForm = ZCheckEmailCodeRequest.pick({ code: true });

type CodeProps = { email: string; onVerified: (code: string) => void; onBack: () => void };

/** Step 2: the six-digit code sent to `email`; `onVerified` gets it as proof for step 3. */
export function ForgotCodeStep({ email, onVerified, onBack }: CodeProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [checkCode, { isLoading }] = useCheckEmailCodeMutation();
  const form = useContractForm<{ code: string }>(ZCodeForm, { initialValues: { code: '' } });
  const code = form.getInputProps('code');

  const submit = async (values: { code: string }) => {
    const verified = ZCodeForm.parse(values).code;
    try {
      const result = await checkCode({ email, code: verified }).unwrap();
      if (!result.success) throw new Error('not verified');
      notifySuccess(t('authentication.verifyCode.successMessage'));
      onVerified(verified);
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('errors:invalidCode')));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <CodeInput
          label={t('authentication.verifyCode.code')}
          value={String(code.value)}
          onChange={code.onChange as (value: string) => void}
          error={code.error as ReactNode}
        />
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
            disabled={isLoading}
          >
            {t('authentication.verifyCode.previous')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('authentication.verifyCode.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PasswordValues = { newPassword: string; confirmPassword: string };

/** Step 3: the new password, twice; `onReset` runs after the server accepted it. */
export function ForgotNewPasswordStep(props: { email: string; code: string; onReset: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const form = useContractForm<PasswordValues>(ZPasswordPair, {
    initialValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = async (values: PasswordValues) => {
    try {
      const { email, code } = props;
      const result = await resetPassword({ email, code, newPassword: values.newPassword }).unwrap();
      if (!result.success) throw new Error('not reset');
      notifySuccess(t('authentication.passwordReset.successMessage'));
      props.onReset();
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('authentication.passwordReset.errorMessage')));
    }
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    if (errors.confirmPassword === 'passwordsDoNotMatch') {
      notifyError(t('errors:passwordsDoNotMatch'));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), onInvalid)}>
      <Stack gap="md">
        <NewPasswordFields
          texts="authentication.passwordReset"
          password="newPassword"
          inputProps={form.getInputProps}
          autoFocus
        />
        <Button type="submit" fullWidth size="md" loading={isLoading}>
          {t('authentication.passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
