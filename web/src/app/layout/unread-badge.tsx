import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './app-layout.module.css';

/** The count of conversations with unread messages beside a Chat link (hidden at 0). */
export function UnreadBadge({ count, floating = false }: { count: number; floating?: boolean }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={count < 10}
      className={floating ? classes.floatingBadge : undefined}
      aria-label={t('nav.unreadConversations', { count })}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
