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

export interface FoodSearchOptions {
  limit?: number;
  kind?: FoodKind;
  /** Only what a recipe is written from: IFCT's foods and the practice's own, no dishes. */
  ingredientsOnly?: boolean;
  /** Leave out egg and non-veg foods. */
  vegOnly?: boolean;
}

/** Foods, practice foods and recipes matching what she types (the last answer stays while the next loads). */
export function useFoodSearch(
  text: string,
  { limit = 8, kind, ingredientsOnly = false, vegOnly = false }: FoodSearchOptions = {},
) {
  const q = useSettled(text.trim(), SEARCH_PAUSE_MS);
  // Only the filters asked for go in the query (and its cache key): an unfiltered search
  // asks what it always asked.
  const filters = {
    ...(kind ? { kind } : {}),
    ...(ingredientsOnly ? { ingredients: 'only' as const } : {}),
    ...(vegOnly ? { veg: 'only' as const } : {}),
  };
  const query = useQuery({
    ...apiQuery('searchFoods', { query: { q, limit, ...filters } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, q, settling: q !== text.trim() };
}
