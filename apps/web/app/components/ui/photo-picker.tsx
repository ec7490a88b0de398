import { useEffect, useId, useMemo, useState } from 'react';
import { LIMITS } from '@nourishwell/shared';
import { useSayError, useT } from '#web/lib/i18n/i18n.tsx';
import { Avatar } from './avatar.tsx';

export const photoMessages = {
  type: 'Only JPG and PNG formats are allowed.',
  size: 'Image must be less than 1MB.',
} as const;

/** The largest photo a form takes, and what it says about a larger one. */
export interface PhotoLimit {
  maxBytes: number;
  sizeMessage: string;
}

/** A profile photo: JPG or PNG, under 1 MB. */
const profilePhotoLimit: PhotoLimit = {
  maxBytes: LIMITS.photoMaxBytes,
  sizeMessage: photoMessages.size,
};

/**
 * The photo checks (JPG or PNG, under the limit) in the browser, for a quick answer; the
 * server checks the bytes again.
 */
export function checkPhoto(file: File, limit: PhotoLimit = profilePhotoLimit): string | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return photoMessages.type;
  if (file.size >= limit.maxBytes) return limit.sizeMessage;
  return null;
}

/** A chosen photo, its preview before it is saved, and why a file was refused. */
export function usePhotoChoice(limit: PhotoLimit = profilePhotoLimit) {
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
    const problem = checkPhoto(file, limit);
    setError(problem);
    setPhoto(problem ? null : file);
  };
  return { photo, preview, error, pick, clear: () => setPhoto(null) };
}

/**
 * The file input as a button-like label, its hint and its refusal: the part of a photo
 * field that is the same wherever a photo is chosen.
 */
export function PhotoInput({
  label,
  hint,
  error,
  onPick,
  quiet = false,
  spokenDetail,
}: {
  label: string;
  /** Heard after the label, where several such controls share a page (" of your dinner"). */
  spokenDetail?: string;
  hint: string;
  error: string | null;
  onPick: (file: File) => void;
  /** A small link-like control whose hint is only spoken (beside other actions). */
  quiet?: boolean;
}) {
  const id = useId();
  // The checks above are written in English, the key to their translation (sayError).
  const say = useSayError();
  return (
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
        className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg text-sm font-semibold text-stone-800 hover:bg-stone-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700 ${quiet ? 'px-3' : 'border border-stone-300 bg-white px-4'}`}
      >
        {label}
        {spokenDetail && <span className="sr-only">{spokenDetail}</span>}
        {quiet && <span className="sr-only"> ({hint})</span>}
      </label>
      {!quiet && <p className="text-sm text-stone-600">{hint}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {say(error)}
        </p>
      )}
    </div>
  );
}

interface PhotoPickerProps {
  src: string | null;
  name: string;
  error: string | null;
  onPick: (file: File) => void;
}

export function PhotoPicker({ src, name, error, onPick }: PhotoPickerProps) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <Avatar src={src} name={name} />
      <PhotoInput
        label={t('profile.changePhoto')}
        hint={t('profile.photoHint')}
        error={error}
        onPick={onPick}
      />
    </div>
  );
}
