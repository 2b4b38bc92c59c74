import { Logo } from "../header/logo";
import { DEFAULT_STORE_NAME, useShellData } from "../header/use-shell-data";
import { ErrorContent } from "./error-content";
import { errorStatus } from "./error-copy";

/**
 * The root error boundary's page. It stands alone (a logo bar instead of the full header) so it
 * still renders when the header data or a layout is what failed.
 */
export function ErrorPage({ status }: { status: number }) {
  const shell = useShellData();
  return (
    <>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-3">
          <Logo storeName={shell?.storeName ?? DEFAULT_STORE_NAME} />
        </div>
      </header>
      <main id="content" tabIndex={-1} className="min-h-[60vh] outline-none">
        <ErrorContent status={errorStatus(status)} withSearch />
      </main>
    </>
  );
}
