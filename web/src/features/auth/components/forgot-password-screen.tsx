import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { ForgotCodeStep, ForgotEmailStep, ForgotNewPasswordStep } from './forgot-password-steps';

type Step = 0 | 1 | 2;
const STEP_KEYS = ['enterEmail', 'verifyCode', 'passwordReset'] as const;

export function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  /** The code verified in step 2: proof for the reset call in step 3. */
  const [verifiedCode, setVerifiedCode] = useState('');
  const stepKey = STEP_KEYS[step];

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
          <ForgotEmailStep
            email={email}
            onSent={(to) => {
              setEmail(to);
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 ? (
          <ForgotCodeStep
            email={email}
            onVerified={(code) => {
              setVerifiedCode(code);
              setStep(2);
            }}
            onBack={() => setStep(0)}
          />
        ) : null}
        {step === 2 ? (
          <ForgotNewPasswordStep
            email={email}
            code={verifiedCode}
            onReset={() => void navigate(paths.login.getHref(), { replace: true })}
          />
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
