import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wordDiff } from '@/utils/word-diff';
import classes from './word-diff.module.css';

/**
 * A correction word by word (PRODUCT §8.3): removed words struck through in `<del>`, added ones
 * highlighted in `<ins>`; screen readers hear "removed" / "added" around them.
 */
export function WordDiff({ original, corrected }: { original: string; corrected: string }) {
  const { t } = useTranslation('common');
  const parts = useMemo(() => wordDiff(original, corrected), [original, corrected]);
  return (
    <Text size="sm" c="inherit" className={classes.diff} data-testid="word-diff">
      {parts.map((part, index) => {
        if (part.change === 'removed')
          return (
            <del
              key={index}
              className={classes.removed}
              data-before={t('diff.removedStart')}
              data-after={t('diff.end')}
            >
              {part.value}
            </del>
          );
        if (part.change === 'added')
          return (
            <ins
              key={index}
              className={classes.added}
              data-before={t('diff.addedStart')}
              data-after={t('diff.end')}
            >
              {part.value}
            </ins>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </Text>
  );
}
