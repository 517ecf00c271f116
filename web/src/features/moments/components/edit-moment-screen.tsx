import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { notifyError } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetMomentQuery } from '../api/get-moment';
import { isUuid } from '../utils/moment';
import { EditMomentForm } from './edit-moment-form';

/** Edit a moment: owner only (SPEC §5 Edit moment); success goes to /my-moments. */
export function EditMomentScreen() {
  const { t } = useTranslation('moments');
  const { id } = useParams();
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const valid = isUuid(id);
  const moment = useGetMomentQuery(id ?? '', { skip: !valid });
  const data = moment.data?.data;
  const notOwner = Boolean(data && me && data.user._id !== me._id);

  useEffect(() => {
    if (notOwner) {
      notifyError(t('editMoment.toast.notAuthorized'));
      navigate(paths.moments.getHref(), { replace: true });
    }
  }, [notOwner, navigate, t]);

  let body;
  if (!valid) {
    body = <Text>{t('detail.invalidId')}</Text>;
  } else if (moment.isLoading) {
    body = <Skeleton h={420} radius="lg" />;
  } else if (moment.isError || !data) {
    body = (
      <Stack align="flex-start">
        <Text>{t('detail.notFound')}</Text>
        <Button component={Link} to={paths.myMoments.getHref()} variant="light">
          {t('myMoments.title')}
        </Button>
      </Stack>
    );
  } else if (notOwner) {
    body = null;
  } else {
    body = <EditMomentForm key={data._id} moment={data} />;
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 'xl', sm: 26 }} mb="md">
        {t('editMoment.title')}
      </Title>
      {body}
    </Container>
  );
}
