/** What a crisis phrasing is about: each needs support, not a speech. */
export type CrisisKind = 'suicidal' | 'self_harm' | 'plan_or_means' | 'overdose' | 'violence_at_home';
export type CrisisCase = { readonly text: string; readonly kind: CrisisKind };
