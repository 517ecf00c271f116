import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconHourglassHigh, IconMailQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReport } from '@/components/report/report-context';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAnswerRequestMutation } from '../../api/answer-request';

type Partner = { _id: string; name: string };

/**
 * In place of the composer while a message request to me waits (PRODUCT §9.1): what it means,
 * and Accept, Decline and Report. Declining is for good and silent; the list opens again.
 */
export function IncomingRequestBar({ partner }: { partner: Partner }) {
  const { t } = useTranslation(['chat', 'errors']);
  const report = useReport();
  const navigate = useNavigate();
  const [answerRequest, { isLoading }] = useAnswerRequestMutation();

  const answer = async (answer: 'accept' | 'decline') => {
    try {
      await answerRequest({ partnerId: partner._id, answer }).unwrap();
      if (answer === 'accept') {
        notifySuccess(t('requests.accepted', { name: partner.name }));
      } else {
        notifySuccess(t('requests.declined'));
        void navigate(paths.chat.getHref());
      }
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('requests.failed')));
    }
  };

  return (
    <Alert
      color="chingu"
      variant="light"
      radius={0}
      icon={<IconMailQuestion size={20} />}
      data-testid="request-bar"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('requests.incoming', { name: partner.name })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('requests.incomingHint')}
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={isLoading} onClick={() => void answer('accept')}>
            {t('requests.accept')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={isLoading}
            onClick={() => void answer('decline')}
          >
            {t('requests.decline')}
          </Button>
          {report && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconFlag size={14} />}
              onClick={() =>
                report({ targetType: 'user', targetId: partner._id, name: partner.name })
              }
            >
              {t('requests.report')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Above my composer while my request waits: a calm note, and once the 3 texts are sent, the
 * reason the composer is gone (the server's own words, errors.json).
 */
export function PendingRequestNote({ name, capReached }: { name: string; capReached: boolean }) {
  const { t } = useTranslation(['chat', 'errors']);
  return (
    <Alert
      color="gray"
      variant="light"
      radius={0}
      icon={<IconHourglassHigh size={18} />}
      data-testid="request-pending"
      role={capReached ? 'status' : undefined}
    >
      <Text size="sm">
        {capReached ? t('errors:requestPending') : t('requests.pending', { name })}
      </Text>
    </Alert>
  );
}
