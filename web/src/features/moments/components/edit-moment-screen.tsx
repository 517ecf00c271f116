import {
  AspectRatio,
  Button,
  Container,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TMoment } from '@chingu/contract';
import { IMAGE_MIME_TYPES, LIMITS } from '@chingu/contract/constants';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifyFailure } from '../utils/notify-failure';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetMomentQuery } from '../api/get-moment';
import { useUpdateMomentMutation, useUploadMomentPhotosMutation } from '../api/mutate-moment';
import { useImageSelection } from '../hooks/use-image-selection';
import { isUuid } from '../utils/moment';
import { ImageCount, ImagePreviews, selectedTiles } from './image-previews';

function EditForm({ moment }: { moment: TMoment }) {
  const { t } = useTranslation('moments');
  const navigate = useNavigate();
  const [updateMoment] = useUpdateMomentMutation();
  const [uploadPhotos] = useUploadMomentPhotosMutation();
  const [title, setTitle] = useState(moment.title);
  const [description, setDescription] = useState(moment.description);
  const [existing, setExisting] = useState<string[]>(moment.imageUrls);
  const [saving, setSaving] = useState(false);

  const onImageProblem = useCallback(
    (problems: { tooMany: boolean; notImage: boolean; tooLarge: boolean }) => {
      if (problems.notImage) notifyError(t('createMoment.toast.onlyImages'));
      if (problems.tooLarge) notifyError(t('createMoment.toast.tooLarge'));
      if (problems.tooMany) notifyError(t('editMoment.toast.maxImagesError'));
    },
    [t],
  );
  const images = useImageSelection(existing.length, onImageProblem);
  const total = existing.length + images.selected.length;
  const canSave = title.trim().length > 0 && description.trim().length > 0 && !saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    if (total > LIMITS.imagesPerMoment) {
      notifyError(t('editMoment.toast.maxImagesError'));
      return;
    }
    setSaving(true);
    try {
      await updateMoment({
        id: moment._id,
        title: title.trim(),
        description: description.trim(),
        existingImages: existing,
      }).unwrap();
      if (images.files.length > 0) {
        await uploadPhotos({ momentId: moment._id, files: images.files }).unwrap();
      }
      notifySuccess(t('editMoment.toast.updateSuccess'));
      navigate(paths.myMoments.getHref());
    } catch (error) {
      notifyFailure(t('editMoment.toast.updateError'), apiErrorMessage(error, t, ''));
      setSaving(false);
    }
  };

  const tiles = [
    ...existing.map((url, index) => ({
      key: `existing-${url}`,
      url,
      alt: t('editMoment.currentImage', { index: index + 1 }),
      removeLabel: t('createMoment.removeImage', { index: index + 1 }),
      onRemove: () => setExisting((current) => current.filter((u) => u !== url)),
    })),
    ...selectedTiles(
      images.selected,
      existing.length,
      (index) => ({
        alt: t('createMoment.imagePreview', { index }),
        removeLabel: t('createMoment.removeImage', { index }),
      }),
      images.remove,
    ),
  ];

  const addTile =
    total < LIMITS.imagesPerMoment ? (
      <FileButton
        multiple
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={(files) => void images.add(files)}
        disabled={saving}
      >
        {(props) => (
          <UnstyledButton
            {...props}
            aria-label={t('editMoment.addMore')}
            style={{
              border: '2px dashed var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <AspectRatio ratio={1}>
              <Stack align="center" justify="center" gap={4}>
                <IconPlus size={24} />
                <Text size="xs" c="dimmed">
                  {t('editMoment.addMore')}
                </Text>
              </Stack>
            </AspectRatio>
          </UnstyledButton>
        )}
      </FileButton>
    ) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <TextInput
            label={t('createMoment.titleLabel')}
            value={title}
            required
            maxLength={LIMITS.titleMax}
            onChange={(event) => setTitle(event.currentTarget.value)}
            description={`${title.length}/${LIMITS.titleMax}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Textarea
            label={t('createMoment.descriptionLabel')}
            value={description}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={LIMITS.descriptionMax}
            onChange={(event) => setDescription(event.currentTarget.value)}
            description={`${description.length}/${LIMITS.descriptionMax}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('editMoment.images')}
            </Text>
            <ImagePreviews tiles={tiles} extra={addTile} />
            <ImageCount count={t('createMoment.imagesCount', { count: total })} />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(-1)} disabled={saving}>
              {t('editMoment.cancel')}
            </Button>
            <Button type="submit" disabled={!canSave} loading={saving}>
              {t('editMoment.update')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

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
    body = <EditForm key={data._id} moment={data} />;
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
