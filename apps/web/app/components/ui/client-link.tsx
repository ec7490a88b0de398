import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The nutritionist-side page of one of her clients. */
export const clientPagePath = (id: number) => `/dashboard/nutritionist/clients/${id}`;

/** The meal-plan builder of one of her clients. */
export const mealPlanPath = (id: number) => `${clientPagePath(id)}/meal-plan`;

/** Her assessment screen with this client chosen. */
export const assessmentPath = (id: number) =>
  `/dashboard/nutritionist/clientassessment?client=${id}`;

/** Her messages with this client's conversation open. */
export const chatPath = (id: number) => `/dashboard/nutritionist/messages?with=${id}`;

/** A client's name that opens her page: the same link in every table of the caseload. */
export function ClientLink({ id, name }: { id: number; name: string }) {
  return (
    <Link
      to={clientPagePath(id)}
      className="text-emerald-800 underline decoration-emerald-800/30 underline-offset-2 hover:decoration-emerald-800"
    >
      {name}
    </Link>
  );
}

/** Back to My Clients, above a page about one client. */
export function ClientsBackLink() {
  const t = useT();
  return (
    <Link
      to="/dashboard/nutritionist/clients"
      className="text-sm font-medium text-emerald-800 underline underline-offset-4"
    >
      ← {t('shell.page.myClients')}
    </Link>
  );
}
