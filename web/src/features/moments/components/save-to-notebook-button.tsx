import type { TCreateCardRequest } from '@chingu/contract';
import { Button } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { useSaveToNotebookMutation } from '@/lib/notebook-api';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * "Save to notebook" (PRODUCT §9.2) for a moment or one of its corrections: `card()` builds the
 * card when pressed. `label` names what is saved, for screen readers when several are on screen.
 */
export function SaveToNotebookButton({
  card,
  label,
}: {
  card: () => TCreateCardRequest;
  label?: string;
}) {
  const { t } = useTranslation(['moments', 'errors']);
  const [save, { isLoading }] = useSaveToNotebookMutation();
  const onClick = async () => {
    try {
      await save(card()).unwrap();
      notifySuccess(t('notebook.saved'));
    } catch (err) {
      notifyError(apiErrorMessage(err, t, t('notebook.failed')));
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      color="gray"
      leftSection={<IconNotebook size={16} aria-hidden />}
      loading={isLoading}
      aria-label={label}
      onClick={() => void onClick()}
    >
      {t('notebook.save')}
    </Button>
  );
}
