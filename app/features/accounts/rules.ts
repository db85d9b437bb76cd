/** The shortest password an account may have (the forms, Better Auth and the hint all use it). */
export const MIN_PASSWORD_LENGTH = 8;
