// The page's entry. The stylesheets are linked by index.html (they style the first view the server draws
// for public pages, api/src/platform/spa/first-view.ts); the app's scripts are fetched and run once that
// view has been painted, so the first paint never waits for them (issue 10 §2).
import '@fontsource-variable/public-sans';
import '@mantine/core/styles.css';
import './styles/global.css';
import { contractStages, loadContract, loadZodSetup } from '@passerelle/contract/stages';
import { warmIntl } from './lib/warm-intl.ts';

const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The contract's schemas (zod) are about half of the app's start-up evaluation and React DOM a good part of
// the rest. Their modules are fetched together and each is evaluated as it arrives, in a task of its own,
// before the app: no single long task keeps the page from answering input.
const start = async () => {
  await afterFirstPaint();
  await loadZodSetup();
  await Promise.all([...contractStages.map((stage) => stage()), import('react-dom/client'), warmIntl()]);
  await loadContract();
  await import('./main.tsx');
};
void start();
