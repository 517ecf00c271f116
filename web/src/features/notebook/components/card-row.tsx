import type { TCard } from '@chingu/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';
import { dateTimeFormat } from '@/utils/date-format';

const DUE_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

type Props = {
  card: TCard;
  now: number;
  onEdit: (card: TCard) => void;
  onDelete: (card: TCard) => void;
};

/** One card of the notebook list: front, back, note, language, next review, edit and delete. */
export function CardRow({ card, now, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('notebook');
  const locale = i18n.resolvedLanguage ?? 'en';
  const due = new Date(card.due);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="notebook-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text
            fw={600}
            lang={card.language}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {card.front}
          </Text>
          {card.back && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{card.back}</Text>
          )}
          {card.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {card.note}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Badge variant="light" color="gray">
              {labelForCode(card.language, locale)}
            </Badge>
            <Text size="xs" c="dimmed">
              {due.getTime() <= now
                ? t('dueNow')
                : t('dueOn', {
                    date: dateTimeFormat(locale, DUE_DATE).format(due),
                  })}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('editCard', { front: card.front })}
            onClick={() => onEdit(card)}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('deleteCard', { front: card.front })}
            onClick={() => onDelete(card)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
