import { LIMITS } from '@chingu/contract/constants';
import {
  Anchor,
  PasswordInput,
  Text,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

/**
 * A new password (with the length hint) and its confirmation (registration, password reset): the
 * fields `password` and `confirm` of the form, labelled by `${texts}.${field}` and
 * `${texts}.${field}Placeholder`.
 */
export function NewPasswordFields({
  texts,
  password,
  confirm = 'confirmPassword',
  inputProps,
  autoFocus,
}: {
  texts: string;
  password: string;
  confirm?: string;
  inputProps: (field: string) => PasswordInputProps;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t(`${texts}.${password}`)}
        placeholder={t(`${texts}.${password}Placeholder`)}
        description={t('register.account.passwordHint', { min: LIMITS.passwordMin })}
        autoFocus={autoFocus}
        autoComplete="new-password"
        {...inputProps(password)}
      />
      <PasswordField
        label={t(`${texts}.${confirm}`)}
        placeholder={t(`${texts}.${confirm}Placeholder`)}
        autoComplete="new-password"
        {...inputProps(confirm)}
      />
    </>
  );
}

/** "No account yet? Register" under a form: the question and a link. */
export function AuthSwitchLink({
  question,
  label,
  to,
}: {
  question: string;
  label: string;
  to: string;
}) {
  return (
    <Text ta="center" size="sm" c="dimmed">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
