import { lazy } from 'react';

// The viewer and the composer (Dropzone, forms, zod) load on first use, not with every page
// that shows the bar (the home, the moments feed).
export const LazyStoryViewer = lazy(() =>
  import('./story-viewer').then((module) => ({ default: module.StoryViewer })),
);
export const LazyStoryComposer = lazy(() =>
  import('./story-composer').then((module) => ({ default: module.StoryComposer })),
);
