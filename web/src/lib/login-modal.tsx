import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginModalState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const LoginModalContext = createContext<LoginModalState | null>(null);

/** Lets the header, menus and pages open the one login modal of the layout (§2 Header). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const value = useMemo(() => ({ opened, open, close }), [opened, open, close]);
  return <LoginModalContext.Provider value={value}>{children}</LoginModalContext.Provider>;
}

export const useLoginModal = (): LoginModalState => {
  const value = useContext(LoginModalContext);
  if (!value) throw new Error('useLoginModal outside LoginModalProvider');
  return value;
};
