import { REPORT_REASONS, type ReportReason } from '@chingu/contract/constants';
import { Alert, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppealForm } from '@/components/appeal-form';
import { AuthCard } from './auth-card';

export type Suspension = { reason: ReportReason | null; appealToken: string | null };

/**
 * A sign-in answered 403 `suspended` (PRODUCT §9.1): the envelope carries the rule broken and an
 * appealToken for the suspension; null when it is some other failure.
 */
export function suspensionOf(error: unknown): Suspension | null {
  if (!error || typeof error !== 'object') return null;
  const { status, data } = error as {
    status?: unknown;
    data?: { code?: unknown; reason?: unknown; appealToken?: unknown };
  };
  if (status !== 403 || data?.code !== 'suspended') return null;
  const reason = REPORT_REASONS.includes(data.reason as ReportReason)
    ? (data.reason as ReportReason)
    : null;
  return {
    reason,
    appealToken: typeof data.appealToken === 'string' ? data.appealToken : null,
  };
}

/** The suspended member's sign-in: why, and the appeal form that uses the appealToken. */
export function SuspendedNotice({ suspension }: { suspension: Suspension }) {
  const { t } = useTranslation(['common', 'errors']);
  const actionId = suspension.appealToken?.split('.')[0];
  return (
    <AuthCard title={t('appeal.suspendedTitle')} subtitle={t('errors:suspended')}>
      <Stack gap="md">
        <Alert color="red" icon={<IconBan size={18} />} role="alert">
          <Text size="sm">
            {t('appeal.suspendedReason', {
              reason: t(`moderation.reasons.${suspension.reason ?? 'other'}`),
            })}
          </Text>
        </Alert>
        {suspension.appealToken && actionId ? (
          <>
            <Text size="sm">{t('appeal.intro')}</Text>
            <AppealForm actionId={actionId} appealToken={suspension.appealToken} />
          </>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
