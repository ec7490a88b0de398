import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { NutritionistRecord } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PhotoPicker, usePhotoChoice } from '../../../components/ui/photo-picker.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { myRecordQuery, useSaveProfile } from '../api/profile-api.ts';
import { UpdatePasswordDialog } from './update-password-dialog.tsx';

function Form({ record }: { record: NutritionistRecord }) {
  const [name, setName] = useState(record.name);
  const [specialization, setSpecialization] = useState(record.specialization);
  const [experience, setExperience] = useState(record.experience?.toString() ?? '');
  const [bio, setBio] = useState(record.bio ?? '');
  const [qualifications, setQualifications] = useState<string[]>(record.qualifications);
  const [newQualification, setNewQualification] = useState('');
  const { photo, preview, error: photoError, pick, clear: clearPhoto } = usePhotoChoice();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const save = useSaveProfile(record.id);

  const addQualification = () => {
    const text = newQualification.trim();
    if (text && !qualifications.includes(text)) setQualifications([...qualifications, text]);
    setNewQualification('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const data = new FormData();
    data.append('name', name);
    data.append('email', record.email);
    data.append('specialization', specialization);
    data.append('experience', experience);
    data.append('bio', bio);
    data.append('qualifications', JSON.stringify(qualifications));
    if (photo) data.append('profilePicture', photo);
    try {
      await save.mutateAsync(data);
      clearPhoto();
      toast.success('Profile updated successfully');
    } catch (error) {
      toast.error(error instanceof ApiError ? `Update failed. ${error.message}` : 'Update failed.');
    }
  }

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="max-w-2xl space-y-5"
        aria-label="Your profile"
      >
        <PhotoPicker
          src={photo ? preview : record.profilePicUrl}
          name={name}
          error={photoError}
          onPick={pick}
        />
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label="Email" value={record.email} readOnly disabled />
        <TextField
          label="Specialization"
          value={specialization}
          onChange={(e) => setSpecialization(e.target.value)}
        />
        <TextField
          label="Experience (years)"
          type="number"
          min={0}
          max={70}
          value={experience}
          onChange={(e) => setExperience(e.target.value)}
        />
        <TextAreaField
          label="Bio"
          value={bio}
          maxLength={2000}
          onChange={(e) => setBio(e.target.value)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">Qualifications</legend>
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
                  aria-label={`Remove ${q}`}
                  className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-emerald-100"
                >
                  <X aria-hidden size={14} />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <input
              aria-label="New qualification"
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
              <Plus aria-hidden size={16} /> Add
            </Button>
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            Update Password
          </Button>
        </div>
      </form>
      {/* Beside the form, not in it: the dialog has its own form. */}
      {passwordOpen && (
        <UpdatePasswordDialog email={record.email} onClose={() => setPasswordOpen(false)} />
      )}
    </>
  );
}

/** §2.14: her profile, photo and password. */
export function NutritionistProfile({ me }: { me: number }) {
  const record = useQuery(myRecordQuery(me));
  if (record.isLoading) return <p role="status">Loading…</p>;
  if (record.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch data. Please try again.
      </p>
    );
  return record.data ? (
    <Form record={record.data} />
  ) : (
    <p role="alert">Nutritionist data not found</p>
  );
}
