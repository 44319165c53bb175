// The countries we have helplines for (INTL, elsewhere, has only the worldwide directories). Kept apart
// from the API's schemas so the pages that show the lines load no validation library.
export const LINE_REGIONS = ['AU', 'NZ', 'GB', 'IE', 'US', 'CA'] as const;
export type LineRegion = (typeof LINE_REGIONS)[number];
