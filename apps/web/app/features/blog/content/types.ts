export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface BlogArticle {
  /** The BMI band's number (1 Severe Underweight … 6 Severe Obese). */
  id: 1 | 2 | 3 | 4 | 5 | 6;
  /** The band's name in the article's language, as the calculator names it. */
  band: string;
  bmiRange: string;
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  summary: string;
  readingMinutes: number;
  publishedOn: string;
  sections: ArticleSection[];
  takeaways: string[];
  sources: string[];
}
