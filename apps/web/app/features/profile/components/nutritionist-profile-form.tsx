import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { nutritionistProfileSchema } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { PhotoPicker, usePhotoChoice } from '#web/components/ui/photo-picker.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  myRecordQuery,
  useSaveNutritionistProfile,
  type MyRecord,
} from '#web/features/profile/api/profile-api.ts';

// Experience is blank or 0–70 years (a union): its message comes through whole.
const profileForm = nutritionistProfileSchema.extend({
  experience: nutritionistProfileSchema.shape.experience,
});

const listOf = (json: string | undefined): string[] => (json ? JSON.parse(json) : []);

/** The password dialog her profile opens, given by the page: it belongs to sign-in (auth). */
export type PasswordDialog = (props: { email: string; onClose: () => void }) => ReactNode;

function Form({ record, passwordDialog }: { record: MyRecord; passwordDialog: PasswordDialog }) {
  const t = useT();
  const { photo, preview, error: photoError, pick, clear: clearPhoto } = usePhotoChoice();
  // The text typed for the next qualification, before Add puts it in the list.
  const [newQualification, setNewQualification] = useState('');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const save = useSaveNutritionistProfile(record.id);
  const form = useApiForm(
    profileForm,
    {
      name: record.name,
      email: record.email,
      specialization: record.specialization,
      experience: record.experience?.toString() ?? '',
      bio: record.bio ?? '',
      // The form keeps the list as the API takes it: JSON text.
      qualifications: JSON.stringify(record.qualifications),
    },
    {
      failureText: (error) =>
        error instanceof ApiError && error.message
          ? t('staffProfile.updateFailedBecause', { reason: error.message })
          : t('staffProfile.updateFailed'),
    },
  );
  const qualifications = listOf(form.watch('qualifications'));
  const setQualifications = (list: string[]) =>
    form.setValue('qualifications', JSON.stringify(list));

  const addQualification = () => {
    const text = newQualification.trim();
    if (text && !qualifications.includes(text)) setQualifications([...qualifications, text]);
    setNewQualification('');
  };

  // Multipart: the checked fields as the API reads them, the photo beside them.
  const onSubmit = form.submit(async (values) => {
    const data = new FormData();
    data.append('name', values.name);
    data.append('email', values.email);
    data.append('specialization', values.specialization);
    data.append('experience', values.experience == null ? '' : String(values.experience));
    data.append('bio', values.bio ?? '');
    data.append('qualifications', JSON.stringify(values.qualifications ?? []));
    if (photo) data.append('profilePicture', photo);
    await save.mutateAsync({ body: data });
    clearPhoto();
    toast.success(t('staffProfile.updated'));
  });

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="max-w-2xl space-y-5"
        aria-label={t('staffProfile.yours')}
      >
        <PhotoPicker
          src={photo ? preview : record.profilePicUrl}
          name={form.watch('name')}
          error={photoError}
          onPick={pick}
        />
        <TextField label={t('staffProfile.name')} {...form.field('name')} />
        <TextField label={t('staffProfile.email')} value={record.email} readOnly disabled />
        <TextField label={t('staffProfile.specialization')} {...form.field('specialization')} />
        <TextField
          label={t('staffProfile.experience')}
          type="number"
          min={0}
          max={70}
          {...form.field('experience')}
        />
        <TextAreaField label={t('staffProfile.bio')} maxLength={2000} {...form.field('bio')} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">
            {t('staffProfile.qualifications')}
          </legend>
          <ul className="flex flex-wrap gap-2">
            {qualifications.map((q) => (
              <li
                key={q}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-900"
              >
                {q}
                <button
                  type="button"
                  onClick={() => setQualifications(qualifications.filter((x) => x !== q))}
                  aria-label={t('staffProfile.removeQualification', { qualification: q })}
                  className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-emerald-100"
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <input
              aria-label={t('staffProfile.newQualification')}
              value={newQualification}
              onChange={(e) => setNewQualification(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addQualification();
                }
              }}
              maxLength={120}
              className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
            />
            <Button variant="secondary" onClick={addQualification}>
              <Plus aria-hidden size={16} /> {t('staffProfile.add')}
            </Button>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('staffProfile.saving') : t('staffProfile.save')}
          </Button>
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            {t('staffProfile.updatePassword')}
          </Button>
        </div>
      </form>
      {/* Beside the form, not in it: the dialog has its own form. */}
      {passwordOpen &&
        passwordDialog({ email: record.email, onClose: () => setPasswordOpen(false) })}
    </>
  );
}

/** Her Profile page: her details, photo and password. */
export function NutritionistProfile({
  me,
  passwordDialog,
}: {
  me: number;
  passwordDialog: PasswordDialog;
}) {
  const t = useT();
  const record = useQuery(myRecordQuery(me));
  if (record.isLoading) return <p role="status">{t('staffProfile.loading')}</p>;
  if (record.isError) return <QueryError message={t('staffProfile.loadFailed')} />;
  return record.data ? (
    <Form record={record.data} passwordDialog={passwordDialog} />
  ) : (
    <p role="alert">{t('staffProfile.notFound')}</p>
  );
}
