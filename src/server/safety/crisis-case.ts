/** What a crisis phrasing is about: each needs support, not a speech, and each has its own lines. */
export type CrisisKind =
  | 'suicidal'
  | 'self_harm'
  | 'plan_or_means'
  | 'overdose'
  | 'violence_at_home'
  | 'coercive_control'
  | 'child_abuse'
  | 'eating_disorder'
  | 'harm_to_others';
export type CrisisCase = { readonly text: string; readonly kind: CrisisKind };
