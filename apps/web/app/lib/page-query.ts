/** A page of a list: the search text (none when empty), `size` rows from row `page * size`. */
export const pageQuery = (q: string, page: number, size: number) => ({
  query: { q: q || undefined, limit: size, offset: page * size },
});
