import { useId } from 'react';
import { LIMITS } from '@nourishwell/shared';

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

interface PhotoPickerProps {
  src: string | null;
  name: string;
  error: string | null;
  onPick: (file: File) => void;
}

export function PhotoPicker({ src, name, error, onPick }: PhotoPickerProps) {
  const id = useId();
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="flex items-center gap-4">
      {src ? (
        <img
          src={src}
          alt={`Photo of ${name}`}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-24 w-24 items-center justify-center rounded-full bg-emerald-700 text-2xl font-bold text-white"
        >
          {initials}
        </span>
      )}
      <div className="space-y-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          Change photo
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onPick(file);
            e.target.value = '';
          }}
        />
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
