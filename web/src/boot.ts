// The page's entry. The stylesheets are linked by index.html (they style the first view the server draws
// for public pages, api/src/platform/spa/first-view.ts); the app's scripts are fetched and run once that
// view has been painted, so the first paint never waits for them (issue 10 §2).
import '@fontsource-variable/public-sans';
import '@mantine/core/styles.css';
import './styles/global.css';
import { warmIntl } from './lib/warm-intl.ts';

const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The pages call the api through the contract's routes (`@passerelle/contract/lite`), which carry no schema:
// zod and the schemas load with the screens that parse with them (forms, the back office), not at start-up.
// React DOM is fetched beside the app and evaluated in a task of its own.
const start = async () => {
  await afterFirstPaint();
  await Promise.all([import('react-dom/client'), warmIntl()]);
  await import('./main.tsx');
};
void start();
