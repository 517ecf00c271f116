import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import {
  ZCreateMomentRequest,
  type TCreateMomentRequest,
  type TMomentLocation,
} from '@chingu/contract';
import {
  CATEGORIES,
  LANGUAGE_CODES,
  LIMITS,
  PRIVACIES,
  type Mood,
} from '@chingu/contract/constants';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { labelForCode } from '@/lib/languages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifyFailure } from '../utils/notify-failure';
import { useCreateMomentMutation, useUploadMomentPhotosMutation } from '../api/mutate-moment';
import { useCurrentLocation } from '../hooks/use-current-location';
import { useImageSelection } from '../hooks/use-image-selection';
import { toDateTimeLocal } from '../utils/moment';
import { addTag } from '../utils/tags';
import { AddToMomentToolbar, MomentChips } from './create-moment-extras';
import { ImageCount, ImagePreviews, selectedTiles } from './image-previews';
import { MomentImageDropzone } from './moment-image-dropzone';

type Privacy = (typeof PRIVACIES)[number];
type Category = (typeof CATEGORIES)[number];
type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Create a moment (SPEC §2, §4, §5): JSON first, then the photos under `file`. */
export function CreateMomentScreen() {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [createMoment] = useCreateMomentMutation();
  const [uploadPhotos] = useUploadMomentPhotosMutation();
  const { locate, locating } = useCurrentLocation();
  const [submitting, setSubmitting] = useState(false);

  const [privacy, setPrivacy] = useState<Privacy>('public');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [mood, setMood] = useState<Mood | null>(null);
  const [location, setLocation] = useState<TMomentLocation | null>(null);
  const [category, setCategory] = useState<Category>('general');
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [tags, setTags] = useState<readonly string[]>([]);
  const [tagInput, setTagInput] = useState('');
  const [schedule, setSchedule] = useState('');
  const openPicker = useRef<() => void>(null);
  const tagRef = useRef<HTMLInputElement>(null);

  const onImageProblem = useCallback(
    (problems: { tooMany: boolean; notImage: boolean; tooLarge: boolean }) => {
      if (problems.notImage) notifyError(t('createMoment.toast.onlyImages'));
      if (problems.tooLarge) notifyError(t('createMoment.toast.tooLarge'));
      if (problems.tooMany) notifyError(t('createMoment.toast.maxImages'));
    },
    [t],
  );
  const images = useImageSelection(0, onImageProblem);

  const languageOptions = useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({ value: code, label: labelForCode(code, locale) })).sort(
        (a, b) => a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );

  const onAddTag = () => {
    const result = addTag(tags, tagInput);
    if (result.error) {
      notifyError(t(`createMoment.toast.${result.error}`));
      return;
    }
    setTags(result.tags);
    setTagInput('');
  };

  const onLocation = async () => {
    const found = await locate();
    if (found) setLocation(found);
  };

  const canShare = description.trim().length > 0 && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canShare) return;
    const payload: TCreateMomentRequest = {
      title: title.trim(),
      description: description.trim(),
      mood,
      tags: [...tags],
      privacy,
      language,
      category,
      location,
      scheduledDate: schedule ? new Date(schedule).toISOString() : null,
    };
    const parsed = ZCreateMomentRequest.safeParse(payload);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? '';
      notifyError(t(`errors:${key}`, { defaultValue: t('createMoment.toast.createError') }));
      return;
    }
    setSubmitting(true);
    try {
      const created = await createMoment(payload).unwrap();
      if (images.files.length > 0) {
        try {
          await uploadPhotos({ momentId: created.data._id, files: images.files }).unwrap();
        } catch (error) {
          notifyError(apiErrorMessage(error, t, t('createMoment.toast.uploadError')));
        }
      }
      notifySuccess(t('createMoment.toast.createSuccess'));
      navigate(paths.moments.getHref());
    } catch (error) {
      notifyFailure(t('createMoment.toast.createError'), apiErrorMessage(error, t, ''));
      setSubmitting(false);
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
      <form onSubmit={(event) => void submit(event)} noValidate>
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
          <Button type="submit" disabled={!canShare} loading={submitting} radius="xl">
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
                value={privacy}
                onChange={(value) => setPrivacy(value as Privacy)}
                data={PRIVACIES.map((value) => ({ value, label: t(`privacy.${value}`) }))}
              />
            </Box>
            <TextInput
              label={t('createMoment.titleLabel')}
              placeholder={t('createMoment.titlePlaceholder')}
              value={title}
              maxLength={LIMITS.titleMax}
              onChange={(event) => setTitle(event.currentTarget.value)}
              description={`${title.length}/${LIMITS.titleMax}`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Textarea
              label={t('createMoment.descriptionLabel')}
              placeholder={t('createMoment.descriptionPlaceholder')}
              value={description}
              required
              maxLength={LIMITS.descriptionMax}
              autosize
              minRows={4}
              maxRows={12}
              onChange={(event) => setDescription(event.currentTarget.value)}
              description={`${description.length}/${LIMITS.descriptionMax}`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
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
            <MomentChips
              mood={mood}
              onClearMood={() => setMood(null)}
              location={location}
              onClearLocation={() => setLocation(null)}
              category={category}
              language={language}
              tags={tags}
              onRemoveTag={(tag) => setTags((current) => current.filter((x) => x !== tag))}
            />
            <AddToMomentToolbar
              onPhotos={() => openPicker.current?.()}
              photosDisabled={images.remaining === 0}
              mood={mood}
              onMood={setMood}
              onLocation={() => void onLocation()}
              locating={locating}
              onTags={() => tagRef.current?.focus()}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Select
                label={t('createMoment.category')}
                value={category}
                allowDeselect={false}
                onChange={(value) => value && setCategory(value as Category)}
                data={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              />
              <Select
                label={t('createMoment.language')}
                value={language}
                allowDeselect={false}
                searchable
                onChange={(value) => value && setLanguage(value as LanguageCode)}
                data={languageOptions}
              />
            </SimpleGrid>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                ref={tagRef}
                flex={1}
                label={t('createMoment.tagLabel')}
                placeholder={t('createMoment.tagPlaceholder')}
                value={tagInput}
                onChange={(event) => setTagInput(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onAddTag();
                  }
                }}
                description={`${tags.length}/${LIMITS.tagsMax}`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={onAddTag}
                disabled={!tagInput.trim()}
                mb={22}
              >
                {t('createMoment.addTag')}
              </Button>
            </Group>
            <TextInput
              type="datetime-local"
              label={t('createMoment.schedule')}
              description={t('createMoment.scheduleHint')}
              value={schedule}
              min={toDateTimeLocal(new Date())}
              onChange={(event) => setSchedule(event.currentTarget.value)}
            />
          </Stack>
        </Paper>
      </form>
    </Container>
  );
}
