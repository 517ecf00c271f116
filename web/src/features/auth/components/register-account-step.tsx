import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { LIMITS } from '@chingu/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { RegisterForm } from './register-form';

type Props = { form: RegisterForm; redirect: string | null; onContinue: () => void };

export function RegisterAccountStep({ form, redirect, onContinue }: Props) {
  const { t } = useTranslation('auth');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('register.account.name')}
          placeholder={t('register.account.namePlaceholder')}
          autoComplete="name"
          maxLength={LIMITS.nameMax}
          withAsterisk
          leftSection={<IconUser size={16} aria-hidden />}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('register.account.email')}
          placeholder={t('register.account.emailPlaceholder')}
          type="email"
          autoComplete="email"
          withAsterisk
          leftSection={<IconMail size={16} aria-hidden />}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('register.account.password')}
          placeholder={t('register.account.passwordPlaceholder')}
          description={t('register.account.passwordHint', { min: LIMITS.passwordMin })}
          autoComplete="new-password"
          withAsterisk
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.account.confirmPassword')}
          placeholder={t('register.account.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          withAsterisk
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
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
      </Stack>
    </form>
  );
}
