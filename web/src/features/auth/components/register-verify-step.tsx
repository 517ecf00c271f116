import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './code-input';
import { StepForm } from './step-form';

type Props = {
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: ReactNode;
  verified: boolean;
  verifying: boolean;
  resending: boolean;
  registering: boolean;
  /** Seconds until a new code may be requested. */
  cooldown: number;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
  onComplete: () => void;
};

export function RegisterVerifyStep({
  email,
  code,
  onCodeChange,
  codeError,
  verified,
  verifying,
  resending,
  registering,
  cooldown,
  onVerify,
  onResend,
  onBack,
  onComplete,
}: Props) {
  const { t } = useTranslation('auth');

  return (
    <StepForm gap="lg" onSubmit={verified ? onComplete : onVerify}>
      {verified ? (
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconCircleCheck size={22} aria-hidden />}
          title={t('register.verify.verifiedTitle')}
        >
          {t('register.verify.verifiedText', { email })}
        </Alert>
      ) : (
        <>
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconMailOpened size={24} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t('register.verify.sentTo')}
            </Text>
            <Text fw={600} style={{ wordBreak: 'break-all' }} data-testid="verify-email">
              {email}
            </Text>
          </Stack>
          <CodeInput
            label={t('register.verify.codeLabel')}
            value={code}
            onChange={onCodeChange}
            error={codeError}
          />
          <Button type="submit" fullWidth size="md" loading={verifying}>
            {t('register.verify.verify')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('register.verify.noCode')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={onResend}
              disabled={resending || cooldown > 0}
              c={resending || cooldown > 0 ? 'dimmed' : undefined}
              style={{ cursor: resending || cooldown > 0 ? 'not-allowed' : 'pointer' }}
            >
              {cooldown > 0
                ? t('register.verify.resendIn', { seconds: cooldown })
                : t('register.verify.resend')}
            </Anchor>
          </Text>
        </>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onBack} disabled={registering}>
          {t('register.verify.backToProfile')}
        </Button>
        <Button
          type="button"
          variant={verified ? 'filled' : 'light'}
          onClick={onComplete}
          loading={registering}
          aria-disabled={!verified}
        >
          {t('register.verify.complete')}
        </Button>
      </Group>
      {!verified ? (
        <Text size="xs" c="dimmed" ta="center">
          {t('register.verify.completeHint')}
        </Text>
      ) : null}
    </StepForm>
  );
}
