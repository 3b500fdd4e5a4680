/** The recommendation calls (spec §7: /recommendations/get-related-topics|news|themes|conferences|videos). */
export const RECOMMENDATION_PATHS = {
  topics: '/recommendations/get-related-topics',
  news: '/recommendations/get-related-news',
  themes: '/recommendations/get-related-themes',
  conferences: '/recommendations/get-related-conferences',
  videos: '/recommendations/get-related-videos',
} as const;
export type RecommendationKind = keyof typeof RECOMMENDATION_PATHS;
