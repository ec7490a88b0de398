import {
  FlaskConical,
  Apple,
  Inbox,
  BookOpen,
  CalendarPlus,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  FileSignature,
  FileText,
  LayoutDashboard,
  MailCheck,
  MessageCircle,
  NotebookPen,
  Package,
  ReceiptIndianRupee,
  Settings,
  ShieldCheck,
  ScrollText,
  Stethoscope,
  Sun,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageKey, Role } from '@nourishwell/shared';

export interface NavItem {
  label: string;
  /** The label's key in the catalogue: the menu speaks her language. */
  key: MessageKey;
  to: string;
  icon: LucideIcon;
  /** The item shows how many chat messages are unread. */
  showsUnread?: boolean;
}

/** Each role's sidebar menu, in the order it shows. */
export const dashboardNav: Record<Role, NavItem[]> = {
  admin: [
    {
      label: 'Dashboard',
      key: 'shell.nav.dashboard',
      to: '/dashboard/admin',
      icon: LayoutDashboard,
    },
    {
      label: 'Nutritionists',
      key: 'shell.nav.nutritionists',
      to: '/dashboard/admin/nutritionists',
      icon: Stethoscope,
    },
    { label: 'Clients', key: 'shell.nav.clients', to: '/dashboard/admin/clients', icon: Users },
    {
      label: 'Enquiries',
      key: 'shell.nav.enquiries',
      to: '/dashboard/admin/enquiries',
      icon: Inbox,
    },
    {
      label: 'Packages',
      key: 'shell.nav.packages',
      to: '/dashboard/admin/packages',
      icon: Package,
    },
    {
      label: 'Invoices & Tax',
      key: 'shell.nav.invoices',
      to: '/dashboard/admin/invoices',
      icon: ReceiptIndianRupee,
    },
    {
      label: 'Revenue',
      key: 'shell.nav.revenue',
      to: '/dashboard/admin/revenue',
      icon: ChartColumn,
    },
    {
      label: 'Intake Forms',
      key: 'shell.nav.intakeForms',
      to: '/dashboard/admin/intake-forms',
      icon: FileText,
    },
    {
      label: 'Lab ranges',
      key: 'shell.nav.labRanges',
      to: '/dashboard/admin/lab-ranges',
      icon: FlaskConical,
    },
    {
      label: 'Sent Messages',
      key: 'shell.nav.sentMessages',
      to: '/dashboard/admin/notifications',
      icon: MailCheck,
    },
    {
      label: 'Privacy',
      key: 'shell.nav.privacy',
      to: '/dashboard/admin/privacy',
      icon: ShieldCheck,
    },
    {
      label: 'Audit Log',
      key: 'shell.nav.auditLog',
      to: '/dashboard/admin/audit',
      icon: ScrollText,
    },
    {
      label: 'Settings',
      key: 'shell.nav.settings',
      to: '/dashboard/admin/settings',
      icon: Settings,
    },
  ],
  nutritionist: [
    {
      label: 'Today',
      key: 'shell.nav.today',
      to: '/dashboard/nutritionist/today',
      icon: Sun,
    },
    {
      label: 'Appointments',
      key: 'shell.nav.appointments',
      to: '/dashboard/nutritionist',
      icon: CalendarCheck,
    },
    {
      label: 'Clients',
      key: 'shell.nav.clients',
      to: '/dashboard/nutritionist/clients',
      icon: Users,
    },
    {
      label: 'Profile',
      key: 'shell.nav.profile',
      to: '/dashboard/nutritionist/profile',
      icon: UserRound,
    },
    {
      label: 'Messages',
      key: 'shell.nav.messages',
      to: '/dashboard/nutritionist/messages',
      icon: MessageCircle,
      showsUnread: true,
    },
    {
      label: 'Client Assessment',
      key: 'shell.nav.clientAssessment',
      to: '/dashboard/nutritionist/clientassessment',
      icon: ClipboardList,
    },
    {
      label: 'Foods & Recipes',
      key: 'shell.nav.foods',
      to: '/dashboard/nutritionist/foods',
      icon: BookOpen,
    },
    {
      label: 'Intake Forms',
      key: 'shell.nav.intakeForms',
      to: '/dashboard/nutritionist/intake-forms',
      icon: FileText,
    },
    {
      label: 'Working Hours',
      key: 'shell.nav.workingHours',
      to: '/dashboard/nutritionist/availability',
      icon: CalendarClock,
    },
    {
      label: 'Privacy & Security',
      key: 'shell.nav.privacySecurity',
      to: '/dashboard/nutritionist/privacy',
      icon: ShieldCheck,
    },
  ],
  client: [
    {
      label: 'Dashboard',
      key: 'shell.nav.dashboard',
      to: '/dashboard/client',
      icon: LayoutDashboard,
    },
    {
      label: 'Journal',
      key: 'shell.nav.journal',
      to: '/dashboard/client/journal',
      icon: NotebookPen,
    },
    {
      label: 'Book a Session',
      key: 'shell.nav.book',
      to: '/dashboard/client/book',
      icon: CalendarPlus,
    },
    {
      label: 'Profile',
      key: 'shell.nav.profile',
      to: '/dashboard/client/profile',
      icon: UserRound,
    },
    {
      label: 'Nutritionist',
      key: 'shell.nav.nutritionist',
      to: '/dashboard/client/nutritionist',
      icon: Apple,
    },
    {
      label: 'Messages',
      key: 'shell.nav.messages',
      to: '/dashboard/client/messages',
      icon: MessageCircle,
      showsUnread: true,
    },
    {
      label: 'Forms',
      key: 'shell.nav.forms',
      to: '/dashboard/client/forms',
      icon: FileSignature,
    },
    {
      label: 'Packages & Invoices',
      key: 'shell.nav.packages',
      to: '/dashboard/client/packages',
      icon: ReceiptIndianRupee,
    },
    {
      label: 'Lab results',
      key: 'shell.nav.labs',
      to: '/dashboard/client/labs',
      icon: FlaskConical,
    },
    {
      label: 'Reports',
      key: 'shell.nav.reports',
      to: '/dashboard/client/reports',
      icon: FileText,
    },
    {
      label: 'Privacy & Data',
      key: 'shell.nav.privacyData',
      to: '/dashboard/client/privacy',
      icon: ShieldCheck,
    },
  ],
};

/** Where the header's profile button goes. */
export const profilePath: Record<Role, string> = {
  admin: '/dashboard/admin/settings',
  nutritionist: '/dashboard/nutritionist/profile',
  client: '/dashboard/client/profile',
};
