import { ZCreateStoryFields, ZCreateTextStoryRequest } from '@chingu/contract';
import { LIMITS, STORY_PRIVACIES, type StoryBackground } from '@chingu/contract/constants';
import { Alert, Button, Group, Modal, Select, Stack, Tabs, Text, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { contractResolver, translateError } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateStoryMutation, type CreateStoryArgs } from '../api/create-story';
import { DEFAULT_STORY_BACKGROUND } from '../utils/backgrounds';
import { StoryPhotoField } from './story-photo-field';
import { StoryTextFields } from './story-text-fields';

type Privacy = (typeof STORY_PRIVACIES)[number];
type Values = {
  kind: 'photo' | 'text';
  image: File | null;
  text: string;
  background: StoryBackground;
  caption: string;
  privacy: Privacy;
};

const INITIAL: Values = {
  kind: 'photo',
  image: null,
  text: '',
  // Chosen from the start: the preview shows it, and posting uses what the preview shows.
  background: DEFAULT_STORY_BACKGROUND,
  caption: '',
  privacy: 'public',
};

const photoFields = contractResolver(ZCreateStoryFields.pick({ caption: true, privacy: true }));
const textFields = contractResolver(ZCreateTextStoryRequest);

/** The contract's rules for the tab in use; a photo story needs its photo. */
function validate(values: Values): FormErrors {
  if (values.kind === 'text') return textFields(values);
  const errors = photoFields(values);
  return values.image ? errors : { ...errors, image: 'storyContentRequired' };
}

function toArgs(values: Values): CreateStoryArgs {
  const shared = { caption: values.caption.trim(), privacy: values.privacy };
  return values.kind === 'photo' && values.image
    ? { ...shared, kind: 'photo', image: values.image }
    : {
        ...shared,
        kind: 'text',
        text: values.text.trim(),
        background: values.background,
      };
}

/** The story composer (PRODUCT §8.1): a photo or a text card, a caption and who sees it. */
export function StoryComposer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('stories');
  const phone = useMediaQuery('(max-width: 36em)');
  const [createStory, creating] = useCreateStoryMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useContractForm<Values>(validate, {
    initialValues: INITIAL,
    validateInputOnChange: ['text', 'caption'],
  });
  const { values } = form;
  const error = (field: keyof Values) => translateError(t, form.errors[field]);

  const close = () => {
    form.reset();
    setServerError(null);
    creating.reset();
    onClose();
  };

  const submit = form.onSubmit(async (valid) => {
    setServerError(null);
    const result = await createStory(toArgs(valid));
    if ('error' in result) {
      setServerError(apiErrorMessage(result.error, t, t('composer.failed')));
      return;
    }
    notifySuccess(t('composer.shared'));
    close();
  });

  const captionLength = values.caption.trim().length;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('composer.title')}
      closeButtonProps={{ 'aria-label': t('composer.close') }}
      fullScreen={phone}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Tabs
            value={values.kind}
            onChange={(kind) => {
              if (kind !== 'photo' && kind !== 'text') return;
              form.setFieldValue('kind', kind);
              form.clearErrors();
            }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="photo">{t('composer.photoTab')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('composer.textTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="photo" pt="md">
              <StoryPhotoField
                file={values.image}
                error={error('image')}
                onChange={(file) => {
                  form.setFieldValue('image', file);
                  form.clearFieldError('image');
                }}
                onProblem={(key) => form.setFieldError('image', key)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <StoryTextFields
                text={values.text}
                background={values.background}
                textError={error('text')}
                backgroundError={error('background')}
                onTextChange={(text) => form.setFieldValue('text', text)}
                onBackgroundChange={(background) => {
                  form.setFieldValue('background', background);
                  form.clearFieldError('background');
                }}
              />
            </Tabs.Panel>
          </Tabs>
          <Textarea
            label={t('composer.caption')}
            placeholder={t('composer.captionPlaceholder')}
            autosize
            minRows={1}
            maxRows={3}
            {...form.getInputProps('caption')}
            description={
              <Text
                component="span"
                size="xs"
                c={captionLength > LIMITS.storyCaptionMax ? 'red' : 'dimmed'}
              >
                {captionLength}/{LIMITS.storyCaptionMax}
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Select
            label={t('composer.privacy')}
            allowDeselect={false}
            data={STORY_PRIVACIES.map((value) => ({
              value,
              label: t(value === 'public' ? 'composer.privacyPublic' : 'composer.privacyFriends'),
            }))}
            value={values.privacy}
            onChange={(value) => value && form.setFieldValue('privacy', value as Privacy)}
          />
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('composer.cancel')}
            </Button>
            <Button type="submit" loading={creating.isLoading}>
              {t('composer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
