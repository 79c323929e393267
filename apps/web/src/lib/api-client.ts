import { appConfig } from '../config.ts';
import { appStorage } from './app-storage.ts';
import { heardChange } from './heard-change.ts';
import { createHttpClient } from './http.ts';
import { createTokenStore } from './token-store.ts';

export const tokenStore = createTokenStore(appStorage);

/** The client every feature calls the server with. */
export const api = createHttpClient({
  basePath: appConfig.basePath,
  apiKey: appConfig.apiKey,
  subscriptionKey: appConfig.subscriptionKey,
  tokens: tokenStore,
  lastChange: heardChange.latest,
});
