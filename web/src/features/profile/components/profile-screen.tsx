import { ZUpdateDetailsRequest, type TOwnUser } from '@chingu/contract';
import { Alert, Center, Container, Grid, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useContractForm } from '@/hooks/use-contract-form';
import { translateError } from '@/lib/form';
import { photosOf } from '@/utils/avatar';
import { useGetProfileQuery } from '../api/get-profile';
import { useUpdateDetailsMutation } from '../api/update-details';
import { formFromUser, type EditMode, type ProfileForm } from '../utils/form';
import { errorText } from '../utils/messages';
import { BioCard } from './bio-card';
import type { CardProps, FieldErrors } from './card-props';
import { LanguagesCard } from './languages-card';
import { ManagePhotosDialog } from './manage-photos-dialog';
import { PersonalCard } from './personal-card';
import { PhotoViewerModal } from './photo-viewer-modal';
import { ProfileHeader } from './profile-header';
import { StatCards } from './stat-cards';

type Mode = Exclude<EditMode, 'none'>;

function ProfileContent({ user, streak }: { user: TOwnUser; streak?: ReactNode }) {
  const { t } = useTranslation('profile');
  // SPEC §4 Profile edit mode: none, personal, bio or languages; the draft is the whole form.
  const [editing, setEditing] = useState<Mode | null>(null);
  const loaded = formFromUser(user);
  const form = useContractForm<ProfileForm>(ZUpdateDetailsRequest, { initialValues: loaded });
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(form.errors).map(([field, error]) => [field, translateError(t, error)]),
  );
  const [viewerOpen, setViewerOpen] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false);
  const [updateDetails, { isLoading: saving }] = useUpdateDetailsMutation();
  const photos = photosOf(user.imageUrls);

  const save = async () => {
    if (!editing) return;
    const { hasErrors, errors: found } = form.validate();
    if (hasErrors) {
      notifications.show({
        color: 'red',
        title: t('messages.profile_update_failure'),
        message: translateError(t, Object.values(found)[0]),
      });
      return;
    }
    try {
      await updateDetails(ZUpdateDetailsRequest.parse(form.values)).unwrap();
      setEditing(null);
      form.clearErrors();
      notifications.show({ color: 'teal', message: t('messages.profile_update_success') });
    } catch (error) {
      // On failure the mode stays (SPEC §4).
      notifications.show({
        color: 'red',
        title: t('messages.profile_update_failure'),
        message: errorText(error, t),
      });
    }
  };

  const cardProps = (mode: Exclude<EditMode, 'none'>): CardProps => {
    const isEditing = editing === mode;
    return {
      values: isEditing ? form.values : loaded,
      errors: isEditing ? errors : {},
      editing: isEditing,
      canEdit: editing === null,
      saving: isEditing && saving,
      onChange: (patch) => form.setValues(patch),
      onEdit: () => {
        form.setValues(formFromUser(user));
        form.clearErrors();
        setEditing(mode);
      },
      onSave: () => void save(),
      // Cancel returns to none and restores the last loaded profile.
      onCancel: () => {
        form.clearErrors();
        setEditing(null);
      },
    };
  };

  return (
    <Stack gap="lg">
      <ProfileHeader
        user={user}
        onOpenViewer={() => setViewerOpen(true)}
        onEditPhotos={() => setPhotosOpen(true)}
      />
      <StatCards user={user} />
      {streak}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PersonalCard email={user.email} {...cardProps('personal')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LanguagesCard {...cardProps('languages')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <BioCard {...cardProps('bio')} />
        </Grid.Col>
      </Grid>
      <PhotoViewerModal
        opened={viewerOpen}
        onClose={() => setViewerOpen(false)}
        photos={photos}
        onAddPhotos={() => {
          setViewerOpen(false);
          setPhotosOpen(true);
        }}
      />
      <ManagePhotosDialog
        opened={photosOpen}
        onClose={() => setPhotosOpen(false)}
        userId={user._id}
        photos={photos}
      />
    </Stack>
  );
}

/**
 * `/profile`: the signed-in member's own profile (SPEC §2 Profile). `streak` is the streak
 * feature's card (PRODUCT §9.2), given by the route (features do not import features).
 */
export function ProfileScreen({ streak }: { streak?: ReactNode } = {}) {
  const { t } = useTranslation('profile');
  const { data, isLoading, isError, isFetching, refetch } = useGetProfileQuery();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  let content;
  if (isLoading) {
    content = (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader aria-label={t('loading')} />
          <Text c="dimmed" size="sm">
            {t('loading')}
          </Text>
        </Stack>
      </Center>
    );
  } else if (isError) {
    content = (
      <QueryErrorAlert
        title={t('messages.load_error')}
        retryLabel={t('messages.retry')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!data?.data) {
    content = (
      <Alert color="yellow" icon={<IconAlertTriangle />} role="status">
        {t('messages.no_data')}
      </Alert>
    );
  } else {
    content = <ProfileContent user={data.data} streak={streak} />;
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {content}
    </Container>
  );
}
