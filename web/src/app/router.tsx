import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { loadNamespacesWhenReady, type I18N_NAMESPACES } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './layout/require-auth';
import { RouteErrorPage } from './routes/route-error';

type RouteModule = { default: React.ComponentType };
type Namespace = (typeof I18N_NAMESPACES)[number];
/**
 * A lazy page: its module and its texts load together, so the page renders at once instead of
 * suspending on a translation fetch (only `common` and `errors` load with the app).
 */
const page = (load: () => Promise<RouteModule>, ns?: Namespace | Namespace[]) => async () => {
  const [module] = await Promise.all([load(), ns ? loadNamespacesWhenReady(ns) : undefined]);
  return { Component: module.default };
};

/** The landing's route module, with the landing itself unless it is a member's home. */
const landingRoute = (path: string) => async () => {
  const route = await import('./routes/landing');
  await route.loadLandingFor(path);
  return route;
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Every page is lazy: on the first load the header shows with this spinner below it
        // while the page's module and texts arrive (without it React Router renders nothing
        // and warns "No `HydrateFallback` element provided").
        HydrateFallback: PageLoader,
        children: [
          { path: paths.home.path, lazy: page(landingRoute(paths.home.path), 'landing') },
          { path: paths.about.path, lazy: page(landingRoute(paths.about.path), 'landing') },
          { path: paths.services.path, lazy: page(landingRoute(paths.services.path), 'landing') },
          { path: paths.pricing.path, lazy: page(landingRoute(paths.pricing.path), 'landing') },
          { path: paths.contact.path, lazy: page(landingRoute(paths.contact.path), 'landing') },
          { path: paths.login.path, lazy: page(() => import('./routes/auth/login'), 'auth') },
          { path: paths.register.path, lazy: page(() => import('./routes/auth/register'), 'auth') },
          {
            path: paths.forgotPassword.path,
            lazy: page(() => import('./routes/auth/forgot-password'), 'auth'),
          },
          {
            path: paths.communities.path,
            lazy: page(() => import('./routes/members/communities'), 'members'),
          },
          {
            path: paths.community.path,
            lazy: page(() => import('./routes/members/communities'), 'members'),
          },
          {
            path: paths.communityMember.path,
            lazy: page(() => import('./routes/members/member-detail'), 'members'),
          },
          {
            path: paths.moments.path,
            lazy: page(() => import('./routes/moments/moments'), ['moments', 'stories']),
          },
          {
            path: paths.moment.path,
            lazy: page(() => import('./routes/moments/moment-detail'), 'moments'),
          },
          { path: paths.courses.path, lazy: page(() => import('./routes/courses')) },
          { path: paths.stories.path, lazy: page(() => import('./routes/stories'), 'stories') },
          {
            path: paths.unsubscribe.path,
            lazy: page(() => import('./routes/unsubscribe'), 'settings'),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.addMoment.path,
                lazy: page(() => import('./routes/moments/create-moment'), 'moments'),
              },
              {
                path: paths.createMoment.path,
                lazy: page(() => import('./routes/moments/create-moment'), 'moments'),
              },
              {
                path: paths.editMoment.path,
                lazy: page(() => import('./routes/moments/edit-moment'), 'moments'),
              },
              {
                path: paths.myMoments.path,
                lazy: page(() => import('./routes/moments/my-moments'), 'moments'),
              },
              {
                path: paths.profile.path,
                lazy: page(() => import('./routes/profile/profile'), 'profile'),
              },
              {
                path: paths.followers.path,
                lazy: page(() => import('./routes/members/followers'), 'members'),
              },
              {
                path: paths.followings.path,
                lazy: page(() => import('./routes/members/followings'), 'members'),
              },
              { path: paths.chat.path, lazy: page(() => import('./routes/chat/chat'), 'chat') },
              {
                path: paths.settings.path,
                lazy: page(() => import('./routes/settings'), 'settings'),
              },
              {
                path: paths.notebook.path,
                lazy: page(() => import('./routes/notebook/notebook'), 'notebook'),
              },
              {
                path: paths.notebookReview.path,
                lazy: page(() => import('./routes/notebook/review'), 'notebook'),
              },
              {
                path: paths.rooms.path,
                lazy: page(() => import('./routes/rooms/rooms'), 'rooms'),
              },
              {
                path: paths.room.path,
                lazy: page(() => import('./routes/rooms/room'), 'rooms'),
              },
              {
                path: paths.adminReports.path,
                lazy: page(() => import('./routes/admin/reports'), 'reports'),
              },
              { path: paths.appeal.path, lazy: page(() => import('./routes/appeal')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
