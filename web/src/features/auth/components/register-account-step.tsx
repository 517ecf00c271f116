import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { LIMITS } from '@chingu/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EmailField, PasswordField } from './auth-inputs';
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
      <PasswordField
        label={t('register.account.password')}
        placeholder={t('register.account.passwordPlaceholder')}
        description={t('register.account.passwordHint', { min: LIMITS.passwordMin })}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('register.account.confirmPassword')}
        placeholder={t('register.account.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
      <Button type="submit" fullWidth size="md" mt="xs">
        {t('register.continue')}
      </Button>
      <Text ta="center" size="sm" c="dimmed">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login.getHref(redirect)} fw={600}>
          {t('register.loginLink')}
        </Anchor>
      </Text>
    </StepForm>
  );
}
