import { MyForms } from '#web/features/intake-forms/components/my-forms.tsx';

/** Issue 35: the forms her nutritionist sent her, waiting and done. */
export default function ClientFormsPage() {
  return <MyForms />;
}
