import type { TReportGroup } from '@chingu/contract';
import {
  LIMITS,
  REPORT_REASONS,
  type ReportAction,
  type ReportReason,
} from '@chingu/contract/constants';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Pending = { group: TReportGroup; action: ReportAction };

const COLORS = { dismiss: 'blue', warn: 'yellow', hide: 'orange', suspend: 'red' } as const;

/** The reason most of the group's reports gave: what the rule defaults to. */
function topReason(group: TReportGroup): ReportReason {
  let best: ReportReason = group.reports[0]?.reason ?? 'other';
  let most = 0;
  for (const reason of REPORT_REASONS) {
    const n = group.reasonCounts[reason] ?? 0;
    if (n > most) [best, most] = [reason, n];
  }
  return best;
}

/**
 * Confirms a moderator action (PRODUCT §8.5, §9.1): what it does, and, for warn, hide and
 * suspend, the rule the member is told (the reports' most common reason unless changed) and a
 * note for the audit log.
 */
export function ResolveConfirmDialog({
  pending,
  loading,
  onCancel,
  onConfirm,
}: {
  pending: Pending | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (decision: { reason: ReportReason; note: string }) => void;
}) {
  const { t } = useTranslation('reports');
  const [chosen, setChosen] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const action = pending?.action ?? 'dismiss';
  const name = pending?.group.content?.author.name ?? '';
  const reason = chosen ?? (pending ? topReason(pending.group) : 'other');
  const text =
    action === 'hide' && pending?.group.targetType === 'user'
      ? t('admin.confirm.hide.textUser')
      : t(`admin.confirm.${action}.text`);
  const reset = () => {
    setChosen(null);
    setNote('');
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={() => {
        reset();
        onCancel();
      }}
      title={t(`admin.confirm.${action}.title`, { name })}
      centered
    >
      <Stack>
        <Text size="sm">{text}</Text>
        {action !== 'dismiss' && (
          <Select
            label={t('admin.confirm.rule')}
            description={t('admin.confirm.ruleHint')}
            data={REPORT_REASONS.map((value) => ({
              value,
              label: t(`reasons.${value}.label`),
            }))}
            value={reason}
            onChange={(value) => value && setChosen(value as ReportReason)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Textarea
          label={t('appeals.noteLabel')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={LIMITS.moderationNoteMax}
          autosize
          minRows={1}
          maxRows={4}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              reset();
              onCancel();
            }}
            disabled={loading}
          >
            {t('admin.confirm.cancel')}
          </Button>
          <Button
            color={COLORS[action]}
            onClick={() => {
              onConfirm({ reason, note });
              reset();
            }}
            loading={loading}
          >
            {t(`admin.confirm.${action}.button`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
