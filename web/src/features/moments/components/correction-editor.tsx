import { ZCreateMomentCorrectionRequest } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Box, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WordDiff } from '@/components/word-diff/word-diff';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { useAddMomentCorrectionMutation } from '../api/corrections';
import { notifyFailure } from '../lib/notify-failure';

type Values = { corrected: string; note: string };

/**
 * "Correct" on a correct-me moment (PRODUCT §9.2): the moment's text to edit in place, the
 * changes as the word diff the author will see, and an optional note.
 */
export function CorrectionEditor({
  momentId,
  original,
  onClose,
}: {
  momentId: string;
  original: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('moments');
  const [addCorrection, { isLoading }] = useAddMomentCorrectionMutation();
  const [unchanged, setUnchanged] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const form = useContractForm<Values>(ZCreateMomentCorrectionRequest, {
    initialValues: { corrected: original, note: '' },
  });
  const { corrected } = form.values;
  const changed = corrected.trim() !== original.trim();

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  const send = async (values: Values) => {
    if (!changed) {
      setUnchanged(true);
      return;
    }
    try {
      await addCorrection({
        momentId,
        corrected: values.corrected.trim(),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      }).unwrap();
      notifySuccess(t('corrections.sent'));
      onClose();
    } catch (failure) {
      notifyFailure(t('corrections.failed'), apiErrorMessage(failure, t, ''));
    }
  };

  const correctedInput = form.getInputProps('corrected');
  return (
    <Paper withBorder radius="md" p="md" data-testid="correction-editor">
      <form
        onSubmit={form.onSubmit((values) => void send(values))}
        noValidate
        aria-labelledby="correction-editor-title"
      >
        <Stack gap="sm">
          <Title order={3} fz="md" id="correction-editor-title">
            {t('corrections.formTitle')}
          </Title>
          <Textarea
            ref={textRef}
            label={t('corrections.correctedText')}
            description={t('corrections.correctedHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={LIMITS.momentCorrectionMax}
            {...correctedInput}
            onChange={(event) => {
              setUnchanged(false);
              correctedInput.onChange(event);
            }}
            error={correctedInput.error ?? (unchanged ? t('corrections.unchanged') : undefined)}
          />
          {changed && corrected.trim() ? (
            <Box>
              <Text size="sm" fw={500} mb={4}>
                {t('corrections.preview')}
              </Text>
              <Box
                p="xs"
                style={{
                  background: 'var(--mantine-color-default-hover)',
                  borderRadius: 'var(--mantine-radius-sm)',
                }}
              >
                <WordDiff original={original} corrected={corrected.trim()} />
              </Box>
            </Box>
          ) : null}
          <TextInput
            label={t('corrections.note')}
            placeholder={t('corrections.notePlaceholder')}
            maxLength={LIMITS.correctionNoteMax}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={isLoading}>
              {t('corrections.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} leftSection={<IconSend size={16} />}>
              {t('corrections.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
