import { Zap } from 'lucide-react';
import { Link } from 'react-router';

/** Atop every public page, the week's deal; the whole banner leads to the enquiry form. */
export function PromoBanner() {
  return (
    <Link
      to="/signup"
      className="block bg-amber-300 px-4 py-2 text-center text-sm font-medium text-stone-900 hover:bg-amber-200"
    >
      <Zap aria-hidden size={16} className="mr-1 inline align-[-3px]" />
      <strong>Lightning Deal:</strong> flat ₹1,000 off the Gold plan and flat ₹501 off the Silver
      plan this week. <span className="underline underline-offset-2">Claim it</span>
    </Link>
  );
}
