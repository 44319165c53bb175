import { useQuery } from '@tanstack/react-query';
import type { dashboardUser } from '../../../common/api/account';
import type { Wire } from '../../../common/api/wire';
import { answer, api } from '../api/api-client';

/** The user as the dashboard reads it (GET /api/user). */
export type DashboardUser = Wire<typeof dashboardUser>;

/** A goal as the dashboard shows it. */
export type GoalSummary = DashboardUser['goals'][number];

/** The user's speeches as /api/user returns them: full speech rows (without estimatedDuration). */
export type SpeechSummary = DashboardUser['recentSpeeches'][number];

export function useDashboardUser() {
  return useQuery({ queryKey: ['/api/user'], queryFn: () => answer(api.GET('/api/user')) });
}
