import { PRIVACIES } from '@chingu/contract/constants';
import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconArrowLeft, IconPencilCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useCreateMomentMutation, useUploadMomentPhotosMutation } from '../api/mutate-moment';
import { useCurrentLocation } from '../hooks/use-current-location';
import { useMomentForm } from '../hooks/use-moment-form';
import { useMomentLanguage, useNativeMomentLanguage } from '../hooks/use-moment-language';
import {
  createMomentErrors,
  initialCreateMomentValues,
  toCreateMomentRequest,
  type CreateMomentValues,
  type Privacy,
} from '../utils/create-moment';
import { AddToMomentToolbar, MomentChips } from './create-moment-extras';
import { ImageCount, ImagePreviews, selectedTiles } from './image-previews';
import { MomentImageDropzone } from './moment-image-dropzone';
import { MomentSettingsFields } from './moment-settings-fields';
import { MomentTextFields } from './moment-text-fields';

/** Fields with an input of their own show their error there; any other error is a toast. */
const SHOWN_FIELDS = new Set(['title', 'description', 'scheduledDate']);

/** Create a moment (SPEC §2, §4, §5): JSON first, then the photos under `file`. */
export function CreateMomentScreen() {
  const { t } = useTranslation('moments');
  const navigate = useNavigate();
  const [createMoment] = useCreateMomentMutation();
  const [uploadPhotos] = useUploadMomentPhotosMutation();
  const { locate, locating } = useCurrentLocation();
  // The language starts as the author's own and then follows the text (useMomentLanguage).
  const nativeLanguage = useNativeMomentLanguage();
  const { form, images, submitting, canSubmit, onSubmit, save } = useMomentForm<CreateMomentValues>(
    {
      validate: createMomentErrors,
      initialValues: { ...initialCreateMomentValues, language: nativeLanguage },
      tooManyImagesKey: 'createMoment.toast.maxImages',
    },
  );
  const { finalLanguage } = useMomentLanguage(form);
  const openPicker = useRef<() => void>(null);
  const tagRef = useRef<HTMLInputElement>(null);
  const { mood, location, category, language, tags } = form.values;

  const onLocation = async () => {
    const found = await locate();
    if (found) form.setFieldValue('location', found);
  };

  const send = (values: CreateMomentValues) =>
    void save(
      async () => {
        const language = await finalLanguage(values);
        const created = await createMoment(toCreateMomentRequest({ ...values, language })).unwrap();
        if (images.files.length === 0) return;
        try {
          await uploadPhotos({ momentId: created.data._id, files: images.files }).unwrap();
        } catch (error) {
          notifyError(apiErrorMessage(error, t, t('createMoment.toast.uploadError')));
        }
      },
      {
        success: t('createMoment.toast.createSuccess'),
        failure: t('createMoment.toast.createError'),
        to: paths.moments.getHref(),
      },
    );

  const onInvalid = (errors: FormErrors) => {
    const hidden = Object.entries(errors).find(([field]) => !SHOWN_FIELDS.has(field));
    if (hidden) {
      notifyError(
        t(`errors:${String(hidden[1])}`, { defaultValue: t('createMoment.toast.createError') }),
      );
    }
  };

  const tiles = selectedTiles(
    images.selected,
    0,
    (index) => ({
      alt: t('createMoment.imagePreview', { index }),
      removeLabel: t('createMoment.removeImage', { index }),
    }),
    images.remove,
  );

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={onSubmit(send, onInvalid)} noValidate>
        <Group justify="space-between" mb="md" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              px="xs"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => navigate(-1)}
            >
              {t('actions.back')}
            </Button>
            <Title order={1} fz={{ base: 'lg', sm: 26 }}>
              {t('createMoment.title')}
            </Title>
          </Group>
          <Button type="submit" disabled={!canSubmit} loading={submitting} radius="xl">
            {t('createMoment.submit')}
          </Button>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Box>
              <Text size="sm" fw={500} mb={4} id="privacy-label">
                {t('privacy.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="privacy-label"
                value={form.values.privacy}
                onChange={(value) => form.setFieldValue('privacy', value as Privacy)}
                data={PRIVACIES.map((value) => ({ value, label: t(`privacy.${value}`) }))}
              />
            </Box>
            <MomentTextFields
              title={form.getInputProps('title')}
              description={form.getInputProps('description')}
              withPlaceholders
            />
            {/* The hint apart from the label: Mantine's description would join the switch's name. */}
            <Box>
              <Switch
                label={t('correctMe.switch')}
                aria-describedby="correct-me-hint"
                checked={form.values.correctMe}
                onChange={(event) => form.setFieldValue('correctMe', event.currentTarget.checked)}
                thumbIcon={form.values.correctMe ? <IconPencilCheck size={12} /> : undefined}
              />
              <Text size="xs" c="dimmed" id="correct-me-hint" mt={4}>
                {t('correctMe.switchHint')}
              </Text>
            </Box>
            <MomentImageDropzone
              openRef={openPicker}
              onDrop={(files) => void images.add(files)}
              onReject={images.reject}
              disabled={images.remaining === 0 || submitting}
            />
            {tiles.length > 0 && (
              <Stack gap={4}>
                <ImagePreviews tiles={tiles} />
                <ImageCount count={t('createMoment.imagesCount', { count: tiles.length })} />
              </Stack>
            )}
            <AddToMomentToolbar
              onPhotos={() => openPicker.current?.()}
              photosDisabled={images.remaining === 0}
              mood={mood}
              onMood={(value) => form.setFieldValue('mood', value)}
              onLocation={() => void onLocation()}
              locating={locating}
              onTags={() => tagRef.current?.focus()}
            />
            <MomentSettingsFields form={form} tagRef={tagRef} />
            {/* After the fields: a chip appearing (the detected language, a tag) moves nothing
                above it, so an open Language list stays beside its field. */}
            <MomentChips
              mood={mood}
              onClearMood={() => form.setFieldValue('mood', null)}
              location={location}
              onClearLocation={() => form.setFieldValue('location', null)}
              category={category}
              language={language}
              tags={tags}
              onRemoveTag={(tag) =>
                form.setFieldValue(
                  'tags',
                  tags.filter((x) => x !== tag),
                )
              }
            />
          </Stack>
        </Paper>
      </form>
    </Container>
  );
}
