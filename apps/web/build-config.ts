/** What the client is built with. Read at build time only; see the README for each variable. */
export interface WebBuildConfig {
  basePath: string;
  apiKey: string;
  subscriptionKey: string;
  storageSecret: string;
}

export function webBuildConfig(env: Record<string, string | undefined>): WebBuildConfig {
  const basePath = env.BASE_PATH ?? '/';
  return {
    basePath: basePath.endsWith('/') ? basePath : `${basePath}/`,
    apiKey: env.API_KEY ?? 'demo-api-key',
    subscriptionKey: env.SUBSCRIPTION_KEY ?? 'demo-subscription-key',
    storageSecret: env.STORAGE_SECRET ?? 'timeline-board-local-storage',
  };
}
