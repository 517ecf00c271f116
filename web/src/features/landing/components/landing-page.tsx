import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';

/** /about, /services, /pricing and /contact open the landing page at their section. */
export const SECTION_BY_PATH: Record<string, string> = {
  [paths.about.path]: 'about',
  [paths.services.path]: 'services',
  [paths.pricing.path]: 'pricing',
  [paths.contact.path]: 'contact',
};

export function LandingPage() {
  const { pathname, key } = useLocation();
  const sectionId = SECTION_BY_PATH[pathname];

  useEffect(() => {
    // After the router's own scroll restoration has run.
    const frame = requestAnimationFrame(() => {
      if (sectionId) document.getElementById(sectionId)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [sectionId, key]);

  return (
    <>
      <HeroSection />
      <AboutSection />
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection />
      <ContactSection />
      <SiteFooter />
    </>
  );
}
