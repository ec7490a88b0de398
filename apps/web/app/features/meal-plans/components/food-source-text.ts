import type { FoodSearchItem, Translate } from '@nourishwell/shared';

/**
 * Where a food comes from, short enough for one line of a search result at 360 px or a
 * table cell: the data set, or what the practice made of it.
 */
export function sourceLabel(t: Translate, item: Pick<FoodSearchItem, 'kind' | 'source'>) {
  if (item.kind === 'recipe') return t('foods.source.recipe');
  if (item.kind === 'custom') return t('foods.source.custom');
  return item.source === 'indb' ? t('foods.source.indb') : t('foods.source.ifct');
}
