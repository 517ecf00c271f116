import { Alert, Anchor, Button, Flex, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './code-input';
import classes from './register-verify-step.module.css';
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
      {!verified ? (
        <Text size="xs" c="dimmed" ta="center">
          {t('register.verify.completeHint')}
        </Text>
      ) : null}
      {/* Stacked on phones (the main action on top), side by side from `xs`: no label is cut. */}
      <Flex
        direction={{ base: 'column-reverse', xs: 'row' }}
        justify="space-between"
        gap="sm"
        data-testid="verify-actions"
      >
        <Button
          variant="default"
          onClick={onBack}
          disabled={registering}
          classNames={{ root: classes.action, label: classes.label }}
        >
          {t('register.verify.backToProfile')}
        </Button>
        {/* Verifying registers at once; this stays for a retry should that have failed. */}
        {verified ? (
          <Button
            type="submit"
            loading={registering}
            classNames={{ root: classes.action, label: classes.label }}
          >
            {t('register.verify.complete')}
          </Button>
        ) : null}
      </Flex>
    </StepForm>
  );
}
