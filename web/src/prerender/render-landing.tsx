import { i18n, initI18nWithResources } from '@/lib/i18n';
import { makeStore } from '@/stores/store';
import { renderRoute } from './render-route';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Build-time only (web/vite-prerender.ts runs this in Node): the landing as a visitor first sees
 * it, rendered by the app's own routes, layout and providers, so the HTML and the app that later
 * replaces it are the same page (docs/decisions/030-prerendered-landing.md).
 */
export async function renderLanding(resources: Resources, languages: string[]) {
  await initI18nWithResources(resources);
  const pages: Record<string, { html: string; title: string }> = {};
  for (const lng of languages) {
    await i18n.changeLanguage(lng);
    const html = await renderRoute('/', makeStore());
    const title = i18n.t('pageTitle.format', { title: i18n.t('pageTitle.home') });
    pages[lng] = { html, title };
  }
  return pages;
}
