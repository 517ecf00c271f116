import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(() =>
  import('./site-forms').then((module) => ({ default: module.ContactForm })),
);
const NewsletterForm = lazy(() =>
  import('./site-forms').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * True once the element is within `margin` of the viewport (at once without IntersectionObserver).
 * The forms sit at the bottom of the landing page; their code (zod, @mantine/form) is not needed
 * for its first paint (docs/decisions/010-light-landing.md).
 */
function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** Holds the form's place (no layout shift) until its module has loaded. */
function LazyForm({ form, height }: { form: React.ReactNode; height: number }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton height={height} radius="md" />;
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {near ? <Suspense fallback={placeholder}>{form}</Suspense> : placeholder}
    </div>
  );
}

export function LazyContactForm() {
  return <LazyForm form={<ContactForm />} height={330} />;
}

export function LazyNewsletterForm() {
  return <LazyForm form={<NewsletterForm />} height={300} />;
}
