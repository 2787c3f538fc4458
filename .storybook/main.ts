import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Build-only plugins of vite.config.ts that concern the app bundles, not Storybook's. */
const APP_BUILD_PLUGINS = new Set(['record-bundled-modules', 'front-page-chunk', 'inline-first-styles']);

function withoutAppBuildPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
    return !(name && APP_BUILD_PLUGINS.has(name));
  });
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for msw-storybook-addon.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppBuildPlugins(viteConfig.plugins),
    build: { ...viteConfig.build, manifest: false, chunkSizeWarningLimit: 4000 },
  }),
};

export default config;
