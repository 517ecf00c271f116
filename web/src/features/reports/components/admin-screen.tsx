import { Container, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconGavel, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { AdminAppeals } from './admin-appeals';
import { AdminAudit } from './admin-audit';
import { AdminReportsScreen } from './admin-reports-screen';
import { FlaggedMessagesSection } from './flagged-messages-section';

const SECTIONS = ['reports', 'flagged', 'appeals', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The moderators' area: the reports queue, flagged first messages, the appeals queue and the audit
 * log (PRODUCT §9.1), one tab each; `?section=` keeps the open one in the address. Panels mount
 * when opened, so each list is fetched only when asked for. Members see the queue's refusal.
 */
export function AdminScreen() {
  const { t } = useTranslation('reports');
  const me = useAppSelector(selectCurrentUser);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('section');
  const section: Section = SECTIONS.includes(asked as Section) ? (asked as Section) : 'reports';

  if (!me?.isModerator) return <AdminReportsScreen />;

  return (
    <Tabs
      value={section}
      onChange={(value) => setSearch(value && value !== 'reports' ? { section: value } : {})}
      keepMounted={false}
    >
      <Container size="md" pt={{ base: 'md', sm: 'lg' }}>
        <Tabs.List>
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} />}>
            {t('admin.sections.reports')}
          </Tabs.Tab>
          <Tabs.Tab value="flagged" leftSection={<IconAlertTriangle size={16} />}>
            {t('flagged.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="appeals" leftSection={<IconGavel size={16} />}>
            {t('admin.sections.appeals')}
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
            {t('admin.sections.audit')}
          </Tabs.Tab>
        </Tabs.List>
      </Container>
      <Tabs.Panel value="reports">
        <AdminReportsScreen />
      </Tabs.Panel>
      <Tabs.Panel value="flagged">
        <Container size="md" py={{ base: 'md', sm: 'xl' }}>
          <FlaggedMessagesSection />
        </Container>
      </Tabs.Panel>
      <Tabs.Panel value="appeals">
        <Container size="md" py={{ base: 'md', sm: 'xl' }}>
          <AdminAppeals />
        </Container>
      </Tabs.Panel>
      <Tabs.Panel value="audit">
        <Container size="md" py={{ base: 'md', sm: 'xl' }}>
          <AdminAudit />
        </Container>
      </Tabs.Panel>
    </Tabs>
  );
}
