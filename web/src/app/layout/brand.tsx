import { IconMessageHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './app-layout.module.css';

/** 'Chingu' wordmark linking home. */
export function Brand({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      className={classes.brand}
      aria-label={t('nav.home')}
      onClick={onClick}
    >
      <span className={classes.brandMark} aria-hidden>
        <IconMessageHeart size={20} stroke={2} />
      </span>
      <span>{t('brand')}</span>
    </Link>
  );
}
