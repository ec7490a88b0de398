interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, for its canonical Open Graph address. */
  path: string;
}

/** Title, description and Open Graph tags for a public page. */
export function pageMeta({ title, description, path }: PageMetaInput) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'NourishWell' },
    { property: 'og:url', content: path },
    { name: 'twitter:card', content: 'summary' },
  ];
}
