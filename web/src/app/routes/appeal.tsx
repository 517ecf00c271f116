import { MODERATION_ACTIONS, REPORT_REASONS } from '@chingu/contract/constants';
import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppealForm } from '@/components/appeal-form';
import { usePageTitle } from '@/hooks/use-page-title';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

/**
 * PRODUCT §9.1: where a `moderation` notification leads: what was done, under which rule, to which
 * content, and the appeal form; for a decision on an appeal, the decision.
 */
export default function AppealRoute() {
  const { t } = useTranslation();
  usePageTitle(t('appeal.pageTitle'));
  const { actionId = '' } = useParams();
  const [search] = useSearchParams();
  const action = oneOf(MODERATION_ACTIONS, search.get('action'));
  const reason = oneOf(REPORT_REASONS, search.get('reason'));
  const preview = search.get('preview');
  const decided = action === 'appealUpheld' || action === 'appealReversed';

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('appeal.pageTitle')}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Text fw={600}>{action ? t(`moderation.actions.${action}`) : t('appeal.what')}</Text>
            {reason && (
              <Text size="sm">
                {t('appeal.rule')}: {t(`moderation.reasons.${reason}`)}
              </Text>
            )}
            {preview && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('appeal.content')}: {t('moderation.contentQuoted', { preview })}
              </Text>
            )}
          </Stack>
        </Card>
        {decided ? (
          <Alert color={action === 'appealReversed' ? 'teal' : 'gray'} role="status">
            {t(action === 'appealReversed' ? 'appeal.decidedReversed' : 'appeal.decidedUpheld')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('appeal.intro')}</Text>
            <AppealForm actionId={actionId} />
          </>
        )}
        <Anchor component={Link} to="/" size="sm">
          {t('appeal.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
