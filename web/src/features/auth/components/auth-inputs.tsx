import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A required e-mail field with the mail icon (sign-in, registration, password reset). */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      withAsterisk
      leftSection={<IconMail size={16} aria-hidden />}
      {...props}
    />
  );
}

/** A required password field with the lock icon and a labelled show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      withAsterisk
      leftSection={<IconLock size={16} aria-hidden />}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
      {...props}
    />
  );
}
