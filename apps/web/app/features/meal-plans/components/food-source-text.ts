import type { FoodSearchItem } from '@nourishwell/shared';

/**
 * Where a food comes from, short enough for one line of a search result at 360 px or a
 * table cell: the data set, or what the practice made of it.
 */
export function sourceLabel(item: Pick<FoodSearchItem, 'kind' | 'source'>) {
  if (item.kind === 'recipe') return 'Recipe';
  if (item.kind === 'custom') return 'Practice food';
  return item.source === 'indb' ? 'INDB' : 'IFCT 2017';
}
