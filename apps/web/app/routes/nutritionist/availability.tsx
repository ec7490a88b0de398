import { AvailabilityPage } from '#web/features/scheduling/availability/availability-form.tsx';
import { NoteTemplatesCard } from '#web/features/scheduling/notes/note-templates-card.tsx';

/**
 * Issue 17: her weekly hours, session length, buffer, days off and meeting link; issue 35:
 * the practice's ADIME note templates, which her sessions' notes start from.
 */
export default function NutritionistAvailability() {
  return (
    <div className="space-y-6">
      <AvailabilityPage />
      <div className="max-w-3xl">
        <NoteTemplatesCard />
      </div>
    </div>
  );
}
