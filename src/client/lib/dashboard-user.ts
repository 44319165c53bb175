import { useQuery } from '@tanstack/react-query';

export type GoalSummary = {
  id: number;
  title: string;
  category: string;
  isCompleted: number;
  targetDate: string | null;
};

export type SpeechSummary = {
  id: number;
  context: string;
  tone: string;
  name: string | null;
  isFavourite: number;
  createdAt: string;
};

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
  goals: GoalSummary[];
  recentSpeeches: SpeechSummary[];
  stats: { totalSpeeches: number; currentStreak: number } | null;
};

export function useDashboardUser() {
  return useQuery<DashboardUser>({ queryKey: ['/api/user'] });
}
