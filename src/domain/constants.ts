/** Business constants shared by server and web (spec: student-area §9, admin-and-public §9). */
export const MAX_LEVEL = 50;
export const FREE_MAX_LEVEL = 10;
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';
/** Raised from the prototype's 6: see docs/decisions/0003-password-minimum-8.md. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const PASSWORD_UPDATE_REDIRECT_MS = 2000;
