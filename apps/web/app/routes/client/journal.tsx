import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { JournalPage } from '#web/features/journal/components/journal-page.tsx';
import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';

export default function ClientJournalPage() {
  const me = useOutletContext<MeResponse>();
  return <JournalPage clientId={me.id} foodSearch={FoodSearchBox} />;
}
