import { LIMITS } from '@chingu/contract/constants';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { useCreateAppealMutation } from '@/lib/appeals-api';

type Props = {
  /** The moderator action appealed (the notification's, or the suspension's). */
  actionId: string;
  /** A suspended member has no session: the token their refused sign-in answered. */
  appealToken?: string;
};

function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: { code?: unknown } }).data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/**
 * The appeal form (PRODUCT §9.1): why the member thinks the decision is wrong, 1 to
 * LIMITS.appealTextMax characters, sent once. A second appeal of the same action says it was sent.
 */
export function AppealForm({ actionId, appealToken }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [createAppeal, { isLoading }] = useCreateAppealMutation();
  const id = useId();

  if (sent) {
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} />}
        role="status"
        title={t('appeal.sentTitle')}
      >
        {t('appeal.sentText')}
      </Alert>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    setError(null);
    try {
      await createAppeal({
        actionId,
        text: text.trim(),
        ...(appealToken ? { appealToken } : {}),
      }).unwrap();
      setSent(true);
    } catch (failure) {
      if (errorCode(failure) === 'appealExists') setSent(true);
      else setError(apiErrorMessage(failure, t, t('appeal.failed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('appeal.formLabel')}>
      <Stack gap="sm">
        <Textarea
          id={id}
          label={t('appeal.label')}
          placeholder={t('appeal.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={LIMITS.appealTextMax}
          autosize
          minRows={3}
          maxRows={10}
          withAsterisk
          error={missing ? t('errors:appealTextRequired') : undefined}
          description={t('appeal.count', { count: text.length, max: LIMITS.appealTextMax })}
        />
        <Text size="xs" c="dimmed">
          {t('appeal.hint')}
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          {t('appeal.submit')}
        </Button>
      </Stack>
    </form>
  );
}
