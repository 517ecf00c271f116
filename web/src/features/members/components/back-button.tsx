import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Back to the member directory. */
export function BackButton() {
  const { t } = useTranslation('members');
  return (
    <Button
      component={Link}
      to={paths.communities.getHref()}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
    >
      {t('communityDetail.back')}
    </Button>
  );
}
