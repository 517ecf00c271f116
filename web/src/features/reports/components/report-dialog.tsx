import { LIMITS, REPORT_REASONS, type ReportReason } from '@chingu/contract/constants';
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@/components/report/report-context';
import { apiErrorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { useCreateReportMutation } from '../api/create-report';

type Props = {
  /** What is being reported; null keeps the dialog closed. */
  target: ReportTarget | null;
  onClose: () => void;
};

function errorStatus(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
}

/**
 * The report form (PRODUCT §8.5): a reason, optional details up to the contract's limit, and a
 * thank-you toast. Reporting the same thing twice is fine: the server keeps the first report.
 */
export function ReportDialog({ target, onClose }: Props) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [block, setBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [createReport, { isLoading }] = useCreateReportMutation();
  const detailsId = useId();

  const reset = () => {
    setReason(null);
    setDetails('');
    setBlock(false);
    setError(null);
    setReasonMissing(false);
  };
  const close = () => {
    if (isLoading) return;
    reset();
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    setError(null);
    try {
      await createReport({
        targetType: target.targetType,
        targetId: target.targetId,
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
        ...(blocks ? { block: true } : {}),
      }).unwrap();
      reset();
      onClose();
      notifySuccess(blocks ? t('dialog.thanksBlocked') : t('dialog.thanks'));
    } catch (failure) {
      const status = errorStatus(failure);
      setError(
        status === 404
          ? t('dialog.gone')
          : status === 'FETCH_ERROR'
            ? t('dialog.offline')
            : apiErrorMessage(failure, t, t('dialog.failed')),
      );
    }
  };

  // PRODUCT §9.1: unwanted romantic or sexual contact always blocks the member.
  const blockFixed = reason === 'romance';
  const blocks = blockFixed || block;

  const title = target
    ? target.targetType === 'user'
      ? t('dialog.title.user', { name: target.name ?? t('dialog.thisMember') })
      : t(`dialog.title.${target.targetType}`)
    : '';

  return (
    <Modal opened={target !== null} onClose={close} title={title} centered size="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('dialog.intro')}
          </Text>
          <Radio.Group
            label={t('dialog.reasonLabel')}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('errors:reportReasonRequired') : undefined}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`reasons.${value}.label`)}
                  description={t(`reasons.${value}.hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            id={detailsId}
            label={t('dialog.detailsLabel')}
            placeholder={t('dialog.detailsPlaceholder')}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={LIMITS.reportDetailsMax}
            autosize
            minRows={3}
            maxRows={8}
            description={t('dialog.detailsCount', {
              count: details.length,
              max: LIMITS.reportDetailsMax,
            })}
          />
          <Checkbox
            label={t('dialog.block')}
            description={blockFixed ? t('dialog.blockRomance') : t('dialog.blockHint')}
            checked={blocks}
            disabled={blockFixed}
            onChange={(event) => setBlock(event.currentTarget.checked)}
          />
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isLoading}>
              {t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The lazily loaded module's export (app/report-host.tsx). */
export default ReportDialog;
