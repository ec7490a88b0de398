/**
 * Every dashboard path, with the title its page shows (also the route id) and that title's
 * key in the catalogue (the header says it in her language; the document title stays).
 */
export const dashboardPages = [
  { path: 'dashboard/admin', title: 'Admin Dashboard', key: 'shell.page.adminDashboard' },
  {
    path: 'dashboard/admin/nutritionists',
    title: 'Nutritionists',
    key: 'shell.page.nutritionists',
  },
  { path: 'dashboard/admin/clients', title: 'Clients', key: 'shell.page.clients' },
  { path: 'dashboard/admin/packages', title: 'Packages', key: 'shell.page.adminPackages' },
  {
    path: 'dashboard/admin/invoices',
    title: 'Invoices & Tax',
    key: 'shell.page.invoices',
  },
  { path: 'dashboard/admin/revenue', title: 'Revenue', key: 'shell.page.revenue' },
  {
    path: 'dashboard/admin/intake-forms',
    title: 'Intake Forms',
    key: 'shell.page.intakeForms',
  },
  { path: 'dashboard/admin/settings', title: 'Settings', key: 'shell.page.settings' },
  { path: 'dashboard/admin/lab-ranges', title: 'Lab ranges', key: 'shell.page.labRanges' },
  { path: 'dashboard/admin/notifications', title: 'Sent Messages', key: 'shell.page.sentMessages' },
  { path: 'dashboard/admin/privacy', title: 'Privacy', key: 'shell.page.privacy' },
  { path: 'dashboard/admin/audit', title: 'Audit Log', key: 'shell.page.auditLog' },
  { path: 'dashboard/admin/enquiries', title: 'Enquiries', key: 'shell.page.enquiries' },
  {
    path: 'dashboard/admin/nutritionist/:id',
    title: 'Nutritionist',
    key: 'shell.page.nutritionist',
  },
  { path: 'dashboard/admin/client/:id', title: 'Client', key: 'shell.page.client' },
  { path: 'dashboard/nutritionist/today', title: 'Today', key: 'shell.page.today' },
  { path: 'dashboard/nutritionist', title: 'My Appointments', key: 'shell.page.myAppointments' },
  { path: 'dashboard/nutritionist/clients', title: 'My Clients', key: 'shell.page.myClients' },
  { path: 'dashboard/nutritionist/clients/:id', title: 'Client', key: 'shell.page.client' },
  {
    path: 'dashboard/nutritionist/clients/:id/meal-plan',
    title: 'Meal Plan',
    key: 'shell.page.mealPlan',
  },
  { path: 'dashboard/nutritionist/profile', title: 'Profile', key: 'shell.page.profile' },
  { path: 'dashboard/nutritionist/messages', title: 'Messages', key: 'shell.page.messages' },
  {
    path: 'dashboard/nutritionist/clientassessment',
    title: 'Client Assessment',
    key: 'shell.page.clientAssessment',
  },
  { path: 'dashboard/nutritionist/foods', title: 'Foods & Recipes', key: 'shell.page.foods' },
  {
    path: 'dashboard/nutritionist/intake-forms',
    title: 'Intake Forms',
    key: 'shell.page.intakeForms',
  },
  {
    path: 'dashboard/nutritionist/availability',
    title: 'Working Hours',
    key: 'shell.page.workingHours',
  },
  {
    path: 'dashboard/nutritionist/privacy',
    title: 'Privacy & Security',
    key: 'shell.page.privacySecurity',
  },
  { path: 'dashboard/client', title: 'Dashboard', key: 'shell.page.dashboard' },
  { path: 'dashboard/client/journal', title: 'Journal', key: 'shell.page.journal' },
  { path: 'dashboard/client/profile', title: 'Profile', key: 'shell.page.profile' },
  {
    path: 'dashboard/client/nutritionist',
    title: 'My Nutritionist',
    key: 'shell.page.myNutritionist',
  },
  { path: 'dashboard/client/messages', title: 'Messages', key: 'shell.page.messages' },
  { path: 'dashboard/client/book', title: 'Book a Session', key: 'shell.page.book' },
  {
    path: 'dashboard/client/packages',
    title: 'My Packages & Invoices',
    key: 'shell.page.packages',
  },
  { path: 'dashboard/client/reports', title: 'My Reports', key: 'shell.page.reports' },
  { path: 'dashboard/client/labs', title: 'Lab results', key: 'shell.page.labs' },
  { path: 'dashboard/client/forms', title: 'Forms', key: 'shell.page.forms' },
  { path: 'dashboard/client/forms/:sendId', title: 'Form', key: 'shell.page.form' },
  { path: 'dashboard/client/privacy', title: 'Privacy & Data', key: 'shell.page.privacyData' },
] as const;
