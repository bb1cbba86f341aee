/** The signed-in user. Its role is read only where it matters (admin guard, /api/me). */
export type Actor = { userId: string; email: string; name: string };
