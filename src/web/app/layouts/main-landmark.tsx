import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

/**
 * The page's one `<main>` landmark. A layout that already renders the main landmark (the /app
 * area) wraps its outlet in `<MainLandmark>` too; a page inside it (the in-app 404) then renders
 * a plain `<div>` instead of a second, nested `<main>`.
 */
export function MainLandmark({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const nested = useContext(InsideMain);
  if (nested) return <div className={className}>{children}</div>;
  return (
    <main id={id} className={className}>
      <InsideMain.Provider value={true}>{children}</InsideMain.Provider>
    </main>
  );
}

/** Whether the page is already inside the main landmark (to size a full-screen page down). */
export function useInsideMain() {
  return useContext(InsideMain);
}
