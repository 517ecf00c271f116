import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './layout/require-auth';
import { RouteErrorPage } from './routes/route-error';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.about.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.services.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.pricing.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.contact.path, lazy: page(() => import('./routes/landing')) },
          { path: paths.login.path, lazy: page(() => import('./routes/auth/login')) },
          { path: paths.register.path, lazy: page(() => import('./routes/auth/register')) },
          {
            path: paths.forgotPassword.path,
            lazy: page(() => import('./routes/auth/forgot-password')),
          },
          {
            path: paths.communities.path,
            lazy: page(() => import('./routes/members/communities')),
          },
          { path: paths.community.path, lazy: page(() => import('./routes/members/communities')) },
          {
            path: paths.communityMember.path,
            lazy: page(() => import('./routes/members/member-detail')),
          },
          { path: paths.moments.path, lazy: page(() => import('./routes/moments/moments')) },
          { path: paths.moment.path, lazy: page(() => import('./routes/moments/moment-detail')) },
          { path: paths.courses.path, lazy: page(() => import('./routes/courses')) },
          { path: paths.stories.path, lazy: page(() => import('./routes/stories')) },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.addMoment.path,
                lazy: page(() => import('./routes/moments/create-moment')),
              },
              {
                path: paths.createMoment.path,
                lazy: page(() => import('./routes/moments/create-moment')),
              },
              {
                path: paths.editMoment.path,
                lazy: page(() => import('./routes/moments/edit-moment')),
              },
              {
                path: paths.myMoments.path,
                lazy: page(() => import('./routes/moments/my-moments')),
              },
              { path: paths.profile.path, lazy: page(() => import('./routes/profile/profile')) },
              {
                path: paths.followers.path,
                lazy: page(() => import('./routes/members/followers')),
              },
              {
                path: paths.followings.path,
                lazy: page(() => import('./routes/members/followings')),
              },
              { path: paths.chat.path, lazy: page(() => import('./routes/chat/chat')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
