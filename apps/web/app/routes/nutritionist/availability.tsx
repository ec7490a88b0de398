import { AvailabilityPage } from '#web/features/scheduling/availability/availability-form.tsx';

/** Issue 17: her weekly hours, session length, buffer, days off and meeting link. */
export default function NutritionistAvailability() {
  return <AvailabilityPage />;
}
