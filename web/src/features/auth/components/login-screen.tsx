import { ZLoginRequest, type TLoginRequest } from '@chingu/contract';
import { Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectUserInfo, setCredentials } from '@/stores/auth-slice';
import { useLoginMutation } from '../api/login';
import { AuthCard } from './auth-card';
import { AuthSwitchLink, EmailField, PasswordField } from './auth-inputs';
import { SuspendedNotice, suspensionOf, type Suspension } from './suspended-notice';

export function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect, paths.home.getHref());
  const userInfo = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [suspension, setSuspension] = useState<Suspension | null>(null);

  const form = useContractForm<TLoginRequest>(ZLoginRequest, {
    initialValues: { email: '', password: '' },
  });

  if (userInfo && !isLoading) return <Navigate to={target} replace />;
  if (suspension) return <SuspendedNotice suspension={suspension} />;

  const handleSubmit = async (values: TLoginRequest) => {
    try {
      const result = await login(ZLoginRequest.parse(values)).unwrap();
      dispatch(setCredentials({ user: result.user, token: result.token }));
      notifySuccess(t('login.success', { name: result.user.name }));
      await navigate(target, { replace: true });
    } catch (error) {
      const suspended = suspensionOf(error);
      if (suspended) setSuspension(suspended);
      else notifyError(apiErrorMessage(error, t, t('errors:invalidCredentials')));
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <EmailField
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button
            type="submit"
            fullWidth
            size="md"
            mt="xs"
            disabled={isLoading}
            leftSection={isLoading ? <Loader size={16} color="currentColor" aria-hidden /> : null}
          >
            {isLoading ? t('login.submitting') : t('login.submit')}
          </Button>
          <AuthSwitchLink
            question={t('login.noAccount')}
            label={t('login.registerLink')}
            to={paths.register.getHref(redirect)}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
