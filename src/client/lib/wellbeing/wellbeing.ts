import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  activity,
  goal as goalAnswer,
  goalsWithSpeeches,
  moodEntry,
  progress,
} from '../../../common/api/wellbeing';
import type { Wire } from '../../../common/api/wire';
import type { FeedbackInput } from '../../../common/schemas/feedback';
import type { GoalInput } from '../../../common/schemas/goal';
import type { MoodInput } from '../../../common/schemas/mood';
import type { DashboardUser } from '../account/dashboard-user';
import { answer, api, byId } from '../api/api-client';
import { speechKeys } from '../speech/speeches';
import { browserTimeZone } from './time-zone';

// Mood check-ins, goals, feedback, personalisation insights and progress: types, query keys, fetchers and
// mutations with their cache invalidations in one place (the same pattern as speeches.ts).

/** A saved check-in (GET /api/mood/recent); POST /api/mood's answer may carry support too. */
export type MoodEntry = Wire<typeof moodEntry>;

/** A goal row as /api/user and /api/goals return it. */
export type Goal = Wire<typeof goalAnswer>;
export type GoalWithSpeeches = Wire<typeof goalsWithSpeeches>[number];

/** GET /api/progress: user_stats as of now in the viewer's time zone, plus the quota. */
export type Progress = Wire<typeof progress>;

/** GET /api/activity: each day's speeches and check-ins, Monday-aligned weeks up to today, and the streaks. */
export type Activity = Wire<typeof activity>;

export const wellbeingKeys = {
  moods: ['/api/mood/recent'] as const,
  goals: ['/api/goals'] as const,
  insights: ['/api/personalisation-insights'] as const,
  /** Fetched with ?timeZone= by its own query function; invalidate by this prefix. */
  progress: ['/api/progress'] as const,
  /** Fetched with ?timeZone= by its own query function. */
  activity: ['/api/activity'] as const,
};

// ---- Mood ------------------------------------------------------------------------------------------

/** The last 30 check-ins, newest first. */
export function useRecentMoods() {
  return useQuery({ queryKey: wellbeingKeys.moods, queryFn: () => answer(api.GET('/api/mood/recent')) });
}

/** POST /api/mood (the server recomputes overallMood); the new entry shows in the trend at once. */
export function useRecordMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mood: MoodInput) =>
      answer(api.POST('/api/mood', { body: { ...mood, timeZone: browserTimeZone() } })),
    onSuccess: (entry) => {
      queryClient.setQueryData<MoodEntry[]>(wellbeingKeys.moods, (list) =>
        list ? [entry, ...list.filter((item) => item.id !== entry.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.moods });
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.activity });
    },
  });
}

// ---- Goals -----------------------------------------------------------------------------------------

/** Every goal with the speeches written for it (the Goals page). */
export function useGoals() {
  return useQuery({ queryKey: wellbeingKeys.goals, queryFn: () => answer(api.GET('/api/goals')) });
}

/** A goal change refreshes the user (Quick Goals, the speech form's goal list) and the Goals page. */
function refreshGoals(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: speechKeys.user }),
    queryClient.invalidateQueries({ queryKey: wellbeingKeys.goals }),
  ]);
}

/** Apply `change` to the goal lists in both caches (the user's goals and the Goals page). */
function updateCachedGoals(
  queryClient: QueryClient,
  change: <G extends Goal>(goals: G[]) => G[],
): { user?: DashboardUser; goals?: GoalWithSpeeches[] } {
  const previous = {
    user: queryClient.getQueryData<DashboardUser>(speechKeys.user),
    goals: queryClient.getQueryData<GoalWithSpeeches[]>(wellbeingKeys.goals),
  };
  queryClient.setQueryData<DashboardUser>(speechKeys.user, (user) => {
    if (!user) return user;
    const goals = change(user.goals);
    // A goal taken out of the list (deleted) is one fewer in all.
    return { ...user, goals, goalCount: user.goalCount - (user.goals.length - goals.length) };
  });
  queryClient.setQueryData<GoalWithSpeeches[]>(wellbeingKeys.goals, (goals) =>
    goals ? change(goals) : goals,
  );
  return previous;
}

/** POST /api/goals; the caller has already checked title and category. */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: GoalInput) => answer(api.POST('/api/goals', { body: goal })),
    onSuccess: (goal) => {
      // Newest first, as the server orders them, so Quick Goals shows it before the refetch lands.
      queryClient.setQueryData<DashboardUser>(speechKeys.user, (user) => {
        if (!user) return user;
        const known = user.goals.some((item) => item.id === goal.id);
        const goals = [goal, ...user.goals.filter((item) => item.id !== goal.id)];
        return { ...user, goals, goalCount: user.goalCount + (known ? 0 : 1) };
      });
      queryClient.setQueryData<GoalWithSpeeches[]>(wellbeingKeys.goals, (goals) =>
        goals ? [{ ...goal, speeches: [] }, ...goals.filter((item) => item.id !== goal.id)] : goals,
      );
      void refreshGoals(queryClient);
    },
  });
}

export type GoalCompletion = { id: number; isCompleted: boolean };

/** PATCH /api/goals/:id {isCompleted}: shown at once, rolled back if the server refuses. */
export function useSetGoalCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in order, so quick ticks and unticks reach the server as they were made.
    scope: { id: 'goal-completion' },
    mutationFn: ({ id, isCompleted }: GoalCompletion) =>
      answer(api.PATCH('/api/goals/{id}', { params: byId(id), body: { isCompleted } })),
    onMutate: async ({ id, isCompleted }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: speechKeys.user }),
        queryClient.cancelQueries({ queryKey: wellbeingKeys.goals }),
      ]);
      return updateCachedGoals(queryClient, (goals) =>
        goals.map((goal) => (goal.id === id ? { ...goal, isCompleted: isCompleted ? 1 : 0 } : goal)),
      );
    },
    onError: (_error, _variables, previous) => {
      if (previous?.user) queryClient.setQueryData(speechKeys.user, previous.user);
      if (previous?.goals) queryClient.setQueryData(wellbeingKeys.goals, previous.goals);
    },
    onSettled: () => {
      void refreshGoals(queryClient);
    },
  });
}

/** DELETE /api/goals/:id; its speeches stay, unlinked. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/goals/{id}', { params: byId(id) });
      return id;
    },
    onSuccess: (id) => {
      updateCachedGoals(queryClient, (goals) => goals.filter((goal) => goal.id !== id));
      void refreshGoals(queryClient);
      // Speeches that were linked to it now have no goal.
      void queryClient.invalidateQueries({ queryKey: speechKeys.all });
    },
  });
}

/** A goal's target date (YYYY-MM-DD) as a local calendar date, so no time zone moves it a day. */
export function targetDateOf(goal: Pick<Goal, 'targetDate'>): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(goal.targetDate ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The description worth showing: none when it is only the automatic 'Goal: {title}'. */
export function visibleGoalDescription(goal: Pick<Goal, 'title' | 'description'>): string | null {
  const description = goal.description?.trim();
  if (!description || description === `Goal: ${goal.title.trim()}`) return null;
  return description;
}

// ---- Feedback, insights and progress ---------------------------------------------------------------

export function useInsights() {
  return useQuery({
    queryKey: wellbeingKeys.insights,
    queryFn: () => answer(api.GET('/api/personalisation-insights')),
  });
}

// The viewer's days and weeks are their own: these reads send the browser's time zone.
function inTimeZone() {
  const timeZone = browserTimeZone();
  return { query: timeZone ? { timeZone } : {} };
}

export function useProgress() {
  return useQuery({
    queryKey: wellbeingKeys.progress,
    queryFn: () => answer(api.GET('/api/progress', { params: inTimeZone() })),
  });
}

export function useActivity() {
  return useQuery({
    queryKey: wellbeingKeys.activity,
    queryFn: () => answer(api.GET('/api/activity', { params: inTimeZone() })),
  });
}

/**
 * POST /api/feedback, then refresh speeches and the current user, and (because the profile is
 * relearnt from every rating) the personalisation insights and progress.
 */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: FeedbackInput) => answer(api.POST('/api/feedback', { body: feedback })),
    onSuccess: () => {
      // Not awaited: the thank-you shows at once while the lists refresh behind it.
      void queryClient.invalidateQueries({ queryKey: speechKeys.all });
      void queryClient.invalidateQueries({ queryKey: speechKeys.user });
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.insights });
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.progress });
    },
  });
}
