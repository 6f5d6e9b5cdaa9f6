/** The query keys of facilities: every facility query starts with `organizationKeys.all`. */
export const organizationKeys = {
  all: ['organizations'] as const,
  carousel: ['organizations', 'carousel'] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  doctors: (id: string) => ['organizations', 'doctors', id] as const,
  mine: (userId: string) => ['organizations', 'mine', userId] as const,
  nearest: (near: string, limit: number) => ['organizations', 'nearest', near, limit] as const,
  nameAvailable: (orgName: string, excludeId: string | undefined) =>
    ['organizations', 'nameAvailable', orgName.toLowerCase(), excludeId ?? ''] as const,
};
