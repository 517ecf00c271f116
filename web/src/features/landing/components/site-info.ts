import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';

export const CONTACT_EMAIL = 'hello@chingu.app';

export const SOCIAL_LINKS: { network: string; href: string; icon: Icon }[] = [
  { network: 'Instagram', href: 'https://www.instagram.com/', icon: IconBrandInstagram },
  { network: 'X', href: 'https://x.com/', icon: IconBrandX },
  { network: 'YouTube', href: 'https://www.youtube.com/', icon: IconBrandYoutube },
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: IconBrandFacebook },
];
