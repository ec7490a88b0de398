import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { dashboardPages } from './lib/dashboard-pages.ts';

/** The module of each dashboard page (a page missing here fails the type check). */
const pageModules: Record<(typeof dashboardPages)[number]['path'], string> = {
  'dashboard/admin': 'routes/admin/dashboard.tsx',
  'dashboard/admin/nutritionists': 'routes/admin/nutritionists.tsx',
  'dashboard/admin/clients': 'routes/admin/clients.tsx',
  'dashboard/admin/packages': 'routes/admin/packages.tsx',
  'dashboard/admin/invoices': 'routes/admin/invoices.tsx',
  'dashboard/admin/revenue': 'routes/admin/revenue.tsx',
  'dashboard/admin/intake-forms': 'routes/admin/intake-forms.tsx',
  'dashboard/admin/settings': 'routes/admin/settings.tsx',
  'dashboard/admin/lab-ranges': 'routes/admin/lab-ranges.tsx',
  'dashboard/admin/notifications': 'routes/admin/notifications.tsx',
  'dashboard/admin/privacy': 'routes/admin/privacy.tsx',
  'dashboard/admin/audit': 'routes/admin/audit.tsx',
  'dashboard/admin/enquiries': 'routes/admin/enquiries.tsx',
  'dashboard/admin/nutritionist/:id': 'routes/admin/nutritionist-detail.tsx',
  'dashboard/admin/client/:id': 'routes/admin/client-detail.tsx',
  'dashboard/nutritionist': 'routes/nutritionist/appointments.tsx',
  'dashboard/nutritionist/today': 'routes/nutritionist/today.tsx',
  'dashboard/nutritionist/clients': 'routes/nutritionist/clients.tsx',
  'dashboard/nutritionist/clients/:id': 'routes/nutritionist/client.tsx',
  'dashboard/nutritionist/clients/:id/meal-plan': 'routes/nutritionist/meal-plan.tsx',
  'dashboard/nutritionist/profile': 'routes/nutritionist/profile.tsx',
  'dashboard/nutritionist/messages': 'routes/nutritionist/messages.tsx',
  'dashboard/nutritionist/clientassessment': 'routes/nutritionist/assessment.tsx',
  'dashboard/nutritionist/foods': 'routes/nutritionist/foods.tsx',
  'dashboard/nutritionist/intake-forms': 'routes/nutritionist/intake-forms.tsx',
  'dashboard/nutritionist/availability': 'routes/nutritionist/availability.tsx',
  'dashboard/nutritionist/privacy': 'routes/nutritionist/privacy.tsx',
  'dashboard/client': 'routes/client/dashboard.tsx',
  'dashboard/client/journal': 'routes/client/journal.tsx',
  'dashboard/client/profile': 'routes/client/profile.tsx',
  'dashboard/client/nutritionist': 'routes/client/nutritionist.tsx',
  'dashboard/client/messages': 'routes/client/messages.tsx',
  'dashboard/client/book': 'routes/client/book.tsx',
  'dashboard/client/packages': 'routes/client/packages.tsx',
  'dashboard/client/reports': 'routes/client/reports.tsx',
  'dashboard/client/labs': 'routes/client/labs.tsx',
  'dashboard/client/forms': 'routes/client/forms.tsx',
  'dashboard/client/forms/:sendId': 'routes/client/form.tsx',
  'dashboard/client/privacy': 'routes/client/privacy.tsx',
};

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:id', 'routes/blog-article.tsx'),
    route('calculator', 'routes/calculator.tsx'),
    route('aboutus', 'routes/about.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('reachout', 'routes/reachout.tsx'),
    route('data-concern', 'routes/data-concern.tsx'),
    route('forgotpassword', 'routes/forgot-password.tsx'),
    route('resetpassword', 'routes/reset-password.tsx'),
  ]),
  /*
   * The public pages in Hindi (issue 33, decision 029): duplicate entries under /hi rather
   * than an optional `:lang?` prefix. Each Hindi page is a small module of its own that
   * re-exports the English page and gives its Hindi title, under a layout that holds the
   * Hindi catalogue and the Devanagari font — so the English pages keep their modules, route
   * ids and chunks byte for byte, and carry no Hindi. A page joins by a line here and in
   * HINDI_PAGES (packages/shared/src/site.ts).
   */
  route('hi', 'routes/hi/public-layout.tsx', [
    index('routes/hi/home.tsx'),
    route('blogs', 'routes/hi/blogs.tsx'),
    route('blogs/:id', 'routes/hi/blog-article.tsx'),
    route('calculator', 'routes/hi/calculator.tsx'),
    route('aboutus', 'routes/hi/about.tsx'),
    route('login', 'routes/hi/login.tsx'),
    route('signup', 'routes/hi/signup.tsx'),
    route('reachout', 'routes/hi/reachout.tsx'),
    route('forgotpassword', 'routes/hi/forgot-password.tsx'),
    route('resetpassword', 'routes/hi/reset-password.tsx'),
    route('terms', 'routes/hi/terms.tsx'),
    route('privacy', 'routes/hi/privacy.tsx'),
    route('data-concern', 'routes/hi/data-concern.tsx'),
    route('*', 'routes/hi/not-found.tsx'),
  ]),
  route('change-password', 'routes/change-password.tsx'),
  route('consent', 'routes/consent.tsx'),
  route('dashboard', 'routes/dashboard-index.tsx'),
  layout(
    'routes/dashboard-layout.tsx',
    dashboardPages.map((page) => route(page.path, pageModules[page.path], { id: page.path })),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
