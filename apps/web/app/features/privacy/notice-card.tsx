import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/detail-list.tsx';

/** The first card of every privacy page: what the notice is and where to read it. */
export function NoticeCard({ children }: { children?: ReactNode }) {
  return (
    <Card title="Privacy notice">
      <p className="text-stone-700">
        The{' '}
        <Link to="/privacy" className="font-medium text-emerald-800 underline">
          privacy notice
        </Link>{' '}
        says what NourishWell keeps about you, why, who sees it, how long it is kept and how to use
        your rights.
      </p>
      {children}
    </Card>
  );
}
