import { LIMITS } from '@chingu/contract/constants';
import { Button, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthSwitchLink, EmailField, NewPasswordFields } from './auth-inputs';
import type { RegisterForm } from './register-form';
import { StepForm } from './step-form';

type Props = { form: RegisterForm; redirect: string | null; onContinue: () => void };

export function RegisterAccountStep({ form, redirect, onContinue }: Props) {
  const { t } = useTranslation('auth');
  return (
    <StepForm onSubmit={onContinue}>
      <TextInput
        label={t('register.account.name')}
        placeholder={t('register.account.namePlaceholder')}
        autoComplete="name"
        maxLength={LIMITS.nameMax}
        withAsterisk
        leftSection={<IconUser size={16} aria-hidden />}
        {...form.getInputProps('name')}
      />
      <EmailField
        label={t('register.account.email')}
        placeholder={t('register.account.emailPlaceholder')}
        {...form.getInputProps('email')}
      />
      <NewPasswordFields
        texts="register.account"
        password="password"
        inputProps={form.getInputProps}
      />
      <Button type="submit" fullWidth size="md" mt="xs">
        {t('register.continue')}
      </Button>
      <AuthSwitchLink
        question={t('register.haveAccount')}
        label={t('register.loginLink')}
        to={paths.login.getHref(redirect)}
      />
    </StepForm>
  );
}
