import type { TMoment } from '@chingu/contract';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReport } from '@/components/report/report-context';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUserId } from '@/stores/auth-slice';

/** "Report this moment" for signed-in members other than its author (PRODUCT §8.5). */
export function ReportMomentButton({ moment, ...props }: { moment: TMoment } & ActionIconProps) {
  const { t } = useTranslation();
  const myId = useAppSelector(selectCurrentUserId);
  const report = useReport();
  if (!report || !myId || myId === moment.user._id) return null;
  const label = t('report.moment');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      title={label}
      onClick={() => report({ targetType: 'moment', targetId: moment._id, name: moment.user.name })}
      {...props}
    >
      <IconFlag size={18} stroke={1.6} />
    </ActionIcon>
  );
}
