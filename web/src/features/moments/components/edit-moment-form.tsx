import { ZUpdateMomentRequest, type TMoment } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useUpdateMomentMutation, useUploadMomentPhotosMutation } from '../api/mutate-moment';
import { useMomentForm } from '../hooks/use-moment-form';
import { AddImagesTile } from './add-images-tile';
import { ImageCount, ImagePreviews, selectedTiles } from './image-previews';
import { MomentTextFields } from './moment-text-fields';

type EditValues = { title: string; description: string; existingImages: string[] };

/** The owner's edit form: texts, kept images and new ones (SPEC §5 Edit moment). */
export function EditMomentForm({ moment }: { moment: TMoment }) {
  const { t } = useTranslation('moments');
  const navigate = useNavigate();
  const [updateMoment] = useUpdateMomentMutation();
  const [uploadPhotos] = useUploadMomentPhotosMutation();
  const { form, images, submitting, canSubmit, onSubmit, save } = useMomentForm<EditValues>({
    validate: ZUpdateMomentRequest,
    initialValues: {
      title: moment.title,
      description: moment.description,
      existingImages: moment.imageUrls,
    },
    requireTitle: true,
    keptImages: (values) => values.existingImages.length,
    tooManyImagesKey: 'editMoment.toast.maxImagesError',
  });
  const existing = form.values.existingImages;
  const total = existing.length + images.selected.length;

  const send = (values: EditValues) => {
    if (total > LIMITS.imagesPerMoment) {
      notifyError(t('editMoment.toast.maxImagesError'));
      return;
    }
    void save(
      async () => {
        await updateMoment({
          id: moment._id,
          title: values.title.trim(),
          description: values.description.trim(),
          existingImages: values.existingImages,
        }).unwrap();
        if (images.files.length > 0) {
          await uploadPhotos({ momentId: moment._id, files: images.files }).unwrap();
        }
      },
      {
        success: t('editMoment.toast.updateSuccess'),
        failure: t('editMoment.toast.updateError'),
        to: paths.myMoments.getHref(),
      },
    );
  };

  const tiles = [
    ...existing.map((url, index) => ({
      key: `existing-${url}`,
      url,
      alt: t('editMoment.currentImage', { index: index + 1 }),
      removeLabel: t('createMoment.removeImage', { index: index + 1 }),
      onRemove: () =>
        form.setFieldValue(
          'existingImages',
          existing.filter((u) => u !== url),
        ),
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

  return (
    <form onSubmit={onSubmit(send)} noValidate>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <MomentTextFields
            title={form.getInputProps('title')}
            description={form.getInputProps('description')}
            requireTitle
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('editMoment.images')}
            </Text>
            <ImagePreviews
              tiles={tiles}
              extra={
                total < LIMITS.imagesPerMoment ? (
                  <AddImagesTile
                    label={t('editMoment.addMore')}
                    onAdd={(files) => void images.add(files)}
                    disabled={submitting}
                  />
                ) : undefined
              }
            />
            <ImageCount count={t('createMoment.imagesCount', { count: total })} />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(-1)} disabled={submitting}>
              {t('editMoment.cancel')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              {t('editMoment.update')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
