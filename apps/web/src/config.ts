import type { WebBuildConfig } from '../build-config.ts';

declare const __APP_CONFIG__: WebBuildConfig;

/** The build configuration, injected by Vite at build time. */
export const appConfig: WebBuildConfig = __APP_CONFIG__;
