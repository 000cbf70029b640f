import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@passerelle/contract/lite';
import { useDelayedFlag } from '../lib/use-min-display.ts';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Thin bar at the top of the page while a route is pending or data is fetching (§9): it appears
 * only after PROGRESS_BAR_THROTTLE_MS and creeps towards the end over PROGRESS_BAR_DURATION_MS.
 */
export function TopProgressBar() {
  const { t } = useTranslation('common');
  const routePending = useRouterState({ select: (s) => s.status === 'pending' });
  const fetching = useIsFetching() > 0;
  const visible = useDelayedFlag(routePending || fetching, PROGRESS_BAR_THROTTLE_MS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (visible) {
      setPhase('running');
      setWidth(0);
      // Next frame: start the long transition towards 90 %.
      const frame = requestAnimationFrame(() => setWidth(90));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'finishing'));
    setWidth((current) => (current === 0 ? 0 : 100));
    const timer = setTimeout(() => {
      setPhase('idle');
      setWidth(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [visible]);

  if (phase === 'idle') return null;
  return (
    <div
      className="top-progress"
      role="progressbar"
      aria-label={t('a11y.loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
    >
      <div
        className="top-progress__bar"
        style={{
          width: `${width}%`,
          opacity: phase === 'finishing' ? 0 : 1,
          transitionDuration: phase === 'running' ? `${PROGRESS_BAR_DURATION_MS}ms, 150ms` : '200ms, 300ms',
        }}
      />
    </div>
  );
}
