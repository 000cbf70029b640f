// The page's entry. The stylesheets are linked by index.html (they style the first view the server draws
// for public pages, api/src/platform/spa/first-view.ts); the app's scripts are fetched and run once that
// view has been painted, so the first paint never waits for them (issue 10 §2).
import '@fontsource-variable/public-sans';
import '@mantine/core/styles.css';
import './styles/global.css';

const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint().then(() => import('./main.tsx'));
