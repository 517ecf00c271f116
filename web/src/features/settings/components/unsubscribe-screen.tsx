import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { useUnsubscribeDigestMutation } from '../api/unsubscribe-digest';

/**
 * `/unsubscribe?token=...` from a digest e-mail. Nothing changes until the button is pressed:
 * mail scanners open links, and must not unsubscribe anyone.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation(['settings', 'errors']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeDigestMutation();

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        {isSuccess ? (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('unsubscribe.done')}
            </Title>
            <Text c="dimmed">{t('unsubscribe.doneDescription')}</Text>
            <Anchor component={Link} to={paths.settings.getHref()}>
              {t('unsubscribe.settings')}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('unsubscribe.title')}
            </Title>
            <Text c="dimmed">{t('unsubscribe.description')}</Text>
            {!token && <Alert color="red">{t('unsubscribe.noToken')}</Alert>}
            {error && (
              <Alert color="red" role="alert">
                {apiErrorMessage(error, t, t('unsubscribe.failed'))}
              </Alert>
            )}
            <Button
              disabled={!token}
              loading={isLoading}
              onClick={() => token && void unsubscribe({ token })}
            >
              {t('unsubscribe.confirm')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
