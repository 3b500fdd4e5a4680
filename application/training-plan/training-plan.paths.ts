/** The training plan calls (spec §2: /schulungsplan/admin|get|create|edit|delete, /personalisierter-schulungsplan/{x}). */
export const TRAINING_PLAN_PATHS = {
  list: '/schulungsplan/get',
  get: '/schulungsplan/get/:planId',
  create: '/schulungsplan/create',
  edit: '/schulungsplan/edit/:planId',
  delete: '/schulungsplan/delete/:planId',
  admin: '/schulungsplan/admin',
  shared: '/personalisierter-schulungsplan/:token',
} as const;

export const trainingPlanPath = (planId: number): string => `/schulungsplan/get/${String(planId)}`;
export const editTrainingPlanPath = (planId: number): string => `/schulungsplan/edit/${String(planId)}`;
export const deleteTrainingPlanPath = (planId: number): string => `/schulungsplan/delete/${String(planId)}`;
export const sharedTrainingPlanPath = (token: string): string => `/personalisierter-schulungsplan/${encodeURIComponent(token)}`;
