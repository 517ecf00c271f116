import type { TSuggestion } from '@chingu/contract';
import { Button, SimpleGrid } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { notifyError } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useFollowPartnerMutation } from '../api/follow-partner';
import { SUGGESTIONS_SHOWN, useGetSuggestionsQuery } from '../api/get-suggestions';
import { HomeSection } from './home-section';
import { PartnerCard } from './partner-card';

/** "Partners for you" (PRODUCT §8.4): members whose languages complement mine. */
export function PartnersSection() {
  const { t } = useTranslation('home');
  const me = useAppSelector(selectCurrentUser);
  // The content renders in slices once the answer lands (decision 055).
  const query = useDeferredValue(useGetSuggestionsQuery(SUGGESTIONS_SHOWN));
  const [followPartner] = useFollowPartnerMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const partners = query.data?.data ?? [];

  const toggleFollow = (partner: TSuggestion) => {
    if (!me) return;
    setPendingId(partner._id);
    followPartner({ userId: me._id, targetUserId: partner._id, follow: !partner.isFollowing })
      .unwrap()
      .catch(() => notifyError(t('partners.followFailed', { name: partner.name })))
      .finally(() => setPendingId(null));
  };

  return (
    <HomeSection
      id="home-partners"
      title={t('partners.title')}
      more={{ label: t('partners.more'), href: paths.communities.getHref() }}
      query={query}
      isEmpty={partners.length === 0}
      empty={{
        icon: <IconUsersGroup size={26} />,
        title: t('partners.empty'),
        description: t('partners.emptyHint'),
        action: (
          <Button component={Link} to={paths.communities.getHref()} variant="light">
            {t('partners.browse')}
          </Button>
        ),
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {partners.map((partner) => (
          <PartnerCard
            key={partner._id}
            partner={partner}
            onToggleFollow={toggleFollow}
            following={pendingId === partner._id}
          />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
