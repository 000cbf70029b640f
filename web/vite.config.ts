import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const here = fileURLToPath(new URL('.', import.meta.url));
// One route-generation config for the plugin and for `tsr generate` (CI checks the tree is not stale).
const routerConfig = JSON.parse(
  readFileSync(new URL('./tsr.config.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes a .br and a .gz beside every compressible asset of the build, at the highest levels, so that the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing each answer.
 */
const precompress = (): Plugin => ({
  name: 'passerelle-precompress',
  apply: 'build',
  closeBundle() {
    const dir = `${here}dist/assets`;
    for (const name of readdirSync(dir)) {
      if (!/\.(js|css|svg|json)$/.test(name)) continue;
      const file = path.join(dir, name);
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  },
});

/**
 * Writes dist/first-view.json: per language, the strings of the first view the server draws in a public
 * page before the scripts run (api/src/platform/spa/first-view.ts), taken from the locale catalogues.
 */
const firstViewStrings = (): Plugin => ({
  name: 'passerelle-first-view',
  apply: 'build',
  closeBundle() {
    const read = (locale: string, ns: string) =>
      JSON.parse(readFileSync(`${here}src/locales/${locale}/${ns}.json`, 'utf8')) as Record<
        string,
        Record<string, string> | string
      >;
    const strings: Record<string, Record<string, string>> = {};
    const locales = readdirSync(`${here}src/locales`, { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const { name: locale } of locales) {
      const header = read(locale, 'header');
      const home = read(locale, 'home');
      const halls = read(locale, 'halls') as Record<string, Record<string, string>>;
      strings[locale] = {
        brand: String(header.brand),
        title: String(header.title),
        homeSubtitle: String(home.defaultSubtitle),
        lobbyWelcome: halls.lobby!.welcome!,
        hallHeading: halls.visit!.heading!,
      };
    }
    writeFileSync(`${here}dist/first-view.json`, JSON.stringify(strings));
  },
});

/**
 * Preloads the typeface's Latin file (the one every page uses) from index.html: it arrives with the
 * stylesheet, so the server's first view is drawn in it at once and the page does not reflow into it later.
 */
const preloadFont = (): Plugin => ({
  name: 'passerelle-preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((name) =>
        /public-sans-latin-wght-normal-[\w-]+\.woff2$/.test(name),
      );
      return font
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [];
    },
  },
});

export default defineConfig({
  root: here,
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${here}src/routes`,
      generatedRouteTree: `${here}src/route-tree.gen.ts`,
    }),
    react(),
    precompress(),
    firstViewStrings(),
    preloadFont(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    modulePreload: {
      // A dynamic import preloads only the stylesheets it needs, not its scripts: Vite's helper appended one
      // <link rel="modulepreload"> per chunk from the page's script (85 for the app's start, more for every
      // route and idle link prefetch), and those appends were the longest task of a public page's start under
      // Lighthouse's 4x CPU (issue 10 §2). The browser fetches a chunk's imports as it reads them instead; the
      // routes of the links on screen are fetched ahead anyway (lib/idle-prefetch.ts). index.html keeps its own.
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    outDir: `${here}dist`,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The route definitions (paths, guards, search schemas; not their screens, which the router
              // plugin splits off as `?tsr-split` modules) are all loaded by the app's entry: one chunk,
              // instead of a tiny chunk per route that the entry would fetch one by one (issue 10 §2).
              name: 'routes',
              test: (id: string) => /[\\/]src[\\/]routes[\\/]/.test(id) && !id.includes('tsr-split'),
              includeDependenciesRecursively: false,
            },
            {
              // Mantine's overlays (menus, selects' lists, dialogs, drawers, tooltips) and what positions and
              // scroll-locks them: about 50 KiB gzip that the public pages' start does without. The header's
              // drawer and language menu, the notifications' menu and the dialogs load them on first use.
              // Only the matched modules (not what they import); the few pieces the other components import
              // (a chevron, a class map, a number helper) stay in the main Mantine chunk, so that it never
              // imports this one. `npx tsx bench/src/web.ts` lists each public page's scripts: only the booth's
              // has it.
              name: 'mantine-overlays',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Combobox(?![\\/](ComboboxChevron|get-parsed-combobox-data|Combobox\.module))|Select|MultiSelect|Autocomplete|TagsInput|Tooltip|HoverCard|Modal|ModalBase|Drawer|ScrollArea(?![\\/]utils)|FocusTrap|Portal|Overlay|PasswordInput|Pill|PillsInput|RingProgress)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|tabbable|get-nonce|detect-node-es)[\\/].*\.[cm]?js$/,
            },
            {
              // The components only the back office uses (tables, tabs, steppers, number and colour inputs),
              // about 24 KiB gzip, apart for the same reason.
              name: 'mantine-manage',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](ColorPicker|ColorInput|ColorSwatch|NumberInput|Pagination|Accordion(?![\\/]AccordionChevron)|Tabs|Table|Switch|Progress|NavLink|Breadcrumbs|Code|FileButton|Stepper|Chip|Slider|Timeline)|react-number-format)[\\/].*\.[cm]?js$/,
            },
            {
              // The rest of Mantine's scripts and the packages under them, one chunk: shared by every screen,
              // they were cut into some forty files (one per component family) that each page fetched one by one.
              // Scripts only: its stylesheet is linked by index.html for the server's first view.
              name: 'mantine',
              test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|tabbable|get-nonce|detect-node-es|clsx|react-number-format|react-textarea-autosize)[\\/].*\.[cm]?js$/,
            },
            {
              // zod, one chunk under one name: the public pages must not fetch it (they call the api through
              // `@passerelle/contract/lite`); the phone journey of e2e/src/fair-floor.spec.ts checks they don't.
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]/,
            },
            {
              // The icons the app uses (a few hundred bytes each), one chunk instead of one file each.
              name: 'icons',
              test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/].*\.[cm]?js$/,
            },
          ],
        },
      },
    },
  },
});
