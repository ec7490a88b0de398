import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { dashboardPages } from './lib/dashboard-pages.ts';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:id', 'routes/blog-article.tsx'),
    route('calculator', 'routes/calculator.tsx'),
    route('aboutus', 'routes/about.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('reachout', 'routes/reachout.tsx'),
    route('forgotpassword', 'routes/forgot-password.tsx'),
    route('resetpassword', 'routes/reset-password.tsx'),
  ]),
  route('change-password', 'routes/change-password.tsx'),
  route('dashboard', 'routes/dashboard-index.tsx'),
  layout(
    'routes/dashboard-layout.tsx',
    dashboardPages.map((page) => route(page.path, 'routes/dashboard-page.tsx', { id: page.path })),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
