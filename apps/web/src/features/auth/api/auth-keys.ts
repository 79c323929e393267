/** Query keys of the authentication feature, defined once. */
export const authKeys = {
  validateToken: (token: string) => ['auth', 'validate-token', token] as const,
};
