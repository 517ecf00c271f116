import { Skeleton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';

const siteForms = createModuleLoader(() => import('./site-forms'));
type SiteForms = Awaited<ReturnType<typeof siteForms.load>>;

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

/**
 * Holds the form's place (no layout shift) until its module has loaded; if it cannot load
 * (offline), the placeholder stays and the load is retried when the browser is back online.
 */
function LazyForm({
  render,
  height,
}: {
  render: (forms: SiteForms) => React.ReactNode;
  height: number;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const forms = useLazyModule(siteForms, near ? 'now' : 'later').module;
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {forms ? render(forms) : <Skeleton height={height} radius="md" />}
    </div>
  );
}

export function LazyContactForm() {
  // The form's height on a 390 px phone (its fields wrap; 330 on wider screens): the placeholder
  // must not be shorter, or the text below moves when the form arrives (decision 030).
  return <LazyForm render={(forms) => <forms.ContactForm />} height={360} />;
}

export function LazyNewsletterForm() {
  return <LazyForm render={(forms) => <forms.NewsletterForm />} height={300} />;
}
