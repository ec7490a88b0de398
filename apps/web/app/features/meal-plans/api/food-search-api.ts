import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FoodKind } from '@nourishwell/shared';
import { apiQuery } from '#web/lib/api.ts';

/** Typing pauses this long before a search goes out: a word, not every letter. */
const SEARCH_PAUSE_MS = 200;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Foods, practice foods and recipes matching what she types (the last answer stays while the next loads). */
export function useFoodSearch(
  text: string,
  { limit = 8, kind }: { limit?: number; kind?: FoodKind } = {},
) {
  const q = useSettled(text.trim(), SEARCH_PAUSE_MS);
  const query = useQuery({
    ...apiQuery('searchFoods', { query: { q, limit, ...(kind ? { kind } : {}) } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, q, settling: q !== text.trim() };
}
