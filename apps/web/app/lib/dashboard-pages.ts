/** Every dashboard path of spec §2.1, with the title its page shows (also the route id). */
export const dashboardPages = [
  { path: 'dashboard/admin', title: 'Admin Dashboard' },
  { path: 'dashboard/admin/nutritionists', title: 'Nutritionists' },
  { path: 'dashboard/admin/clients', title: 'Clients' },
  { path: 'dashboard/admin/settings', title: 'Settings' },
  { path: 'dashboard/admin/nutritionist/:id', title: 'Nutritionist' },
  { path: 'dashboard/admin/client/:id', title: 'Client' },
  { path: 'dashboard/nutritionist', title: 'My Appointments' },
  { path: 'dashboard/nutritionist/clients', title: 'My Clients' },
  { path: 'dashboard/nutritionist/clients/:id', title: 'Client' },
  { path: 'dashboard/nutritionist/profile', title: 'Profile' },
  { path: 'dashboard/nutritionist/messages', title: 'Messages' },
  { path: 'dashboard/nutritionist/clientassessment', title: 'Client Assessment' },
  { path: 'dashboard/client', title: 'Dashboard' },
  { path: 'dashboard/client/profile', title: 'Profile' },
  { path: 'dashboard/client/nutritionist', title: 'My Nutritionist' },
  { path: 'dashboard/client/messages', title: 'Messages' },
] as const;
