import { createContext, useContext, type ReactNode } from 'react';
import type { Fair } from '@passerelle/contract';

export interface CurrentFairState {
  /** The fair of the page (§4 fair choice); null while loading or when none exists. */
  fair: Fair | null;
  /** Every fair of the installation. */
  fairs: Fair[];
  /** The fairs this user may pick (§6). */
  choices: Fair[];
  /** Multi-fair UI shows only when more than one fair exists (§1). */
  isMultiFair: boolean;
  /** Stores the choice, moves to the same page under the fair's prefix and refreshes data. */
  selectFair: (fairId: number) => void;
}

const CurrentFairContext = createContext<CurrentFairState>({
  fair: null,
  fairs: [],
  choices: [],
  isMultiFair: false,
  selectFair: () => undefined,
});

export function CurrentFairProvider({ value, children }: { value: CurrentFairState; children: ReactNode }) {
  return <CurrentFairContext.Provider value={value}>{children}</CurrentFairContext.Provider>;
}

export const useCurrentFair = (): CurrentFairState => useContext(CurrentFairContext);
