import { useQuery } from '@tanstack/react-query';
import type { Speech } from './speeches';

export type GoalSummary = {
  id: number;
  title: string;
  category: string;
  isCompleted: number;
  targetDate: string | null;
};

/** The user's speeches as /api/user returns them: full speech rows (without estimatedDuration). */
export type SpeechSummary = Speech;

/** SPEC §3 "User as read by the dashboard". */
export type DashboardUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  speechesUsed: number;
  speechLimit: number;
  subscriptionStatus: string;
  subscriptionTier: string;
  /** When a subscriber's speeches renew (ISO), or null. */
  currentPeriodEnd: string | null;
  /** The newest goals (at most OPEN_GOALS_MAX); `goalCount` is how many there are in all. */
  goals: GoalSummary[];
  goalCount: number;
  /** The 10 newest speeches. */
  recentSpeeches: SpeechSummary[];
  stats: { totalSpeeches: number; currentStreak: number } | null;
};

export function useDashboardUser() {
  return useQuery<DashboardUser>({ queryKey: ['/api/user'] });
}
