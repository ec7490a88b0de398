import { useEffect, useId, useMemo, useState } from 'react';
import { LIMITS } from '@nourishwell/shared';
import { Avatar } from './avatar.tsx';

export const photoMessages = {
  type: 'Only JPG and PNG formats are allowed.',
  size: 'Image must be less than 1MB.',
} as const;

/** The §5 checks in the browser, for a quick answer; the server checks the bytes again. */
export function checkPhoto(file: File): string | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return photoMessages.type;
  if (file.size >= LIMITS.photoMaxBytes) return photoMessages.size;
  return null;
}

/** A chosen photo, its preview before it is saved, and why a file was refused. */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Show the chosen photo before it is saved; free the preview when it changes.
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const pick = (file: File) => {
    const problem = checkPhoto(file);
    setError(problem);
    setPhoto(problem ? null : file);
  };
  return { photo, preview, error, pick, clear: () => setPhoto(null) };
}

interface PhotoPickerProps {
  src: string | null;
  name: string;
  error: string | null;
  onPick: (file: File) => void;
}

export function PhotoPicker({ src, name, error, onPick }: PhotoPickerProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      <Avatar src={src} name={name} />
      <div className="space-y-1">
        {/* The input comes first so its keyboard focus can ring the visible label (peer). */}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          className="peer sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onPick(file);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700"
        >
          Change photo
        </label>
        <p className="text-sm text-stone-600">JPG or PNG, under 1 MB.</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
