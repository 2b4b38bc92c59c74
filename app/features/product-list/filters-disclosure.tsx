import { type ReactNode, useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useHydrated } from "../../components/ui/use-hydrated";

const TOGGLE_ID = "filters-toggle";
const PANEL_ID = "filters-panel";

const toggleClass =
  "flex w-full cursor-pointer items-center justify-between px-4 py-2.5 text-left text-sm font-medium text-stone-900 lg:hidden";

/**
 * The one copy of the filters: always shown from `lg` up, folded behind a "Filters (n)" toggle
 * below it. Why not `<details>`: a closed one hides its content whatever the CSS says, so it
 * cannot stay open on desktop without a script (no-JS and pre-hydration desktops would lose the
 * column). Instead the server renders a visually hidden checkbox with a visible label, and CSS
 * (`peer-checked:block lg:block`) opens the panel: it works without JavaScript, and the checkbox
 * takes focus and Space and announces its checked state. Once hydrated it becomes a real
 * disclosure button with `aria-expanded`, keeping the open state and the focus the checkbox had.
 * Both toggles are `lg:hidden` (display: none), so desktops have no invisible focusable control.
 */
export function FiltersDisclosure({
  activeCount,
  children,
  sheet,
}: {
  activeCount: number;
  children: ReactNode;
  /**
   * Once hydrated, the phone's toggle opens this bottom sheet (FiltersSheet) instead of unfolding
   * the panel in place; the in-page panel is then the desktop column only.
   */
  sheet?: (close: () => void, returnFocus: () => HTMLElement | null) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const asSheet = hydrated && sheet !== undefined;
  const checkboxRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Runs in the same commit as useHydrated's effect, while the checkbox is still in the page.
  useEffect(() => {
    const checkbox = checkboxRef.current;
    if (checkbox) {
      setOpen(checkbox.checked);
      refocus.current = document.activeElement === checkbox;
    }
  }, []);
  useEffect(() => {
    if (hydrated && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [hydrated]);

  const label = (
    <>
      {activeCount > 0 ? (
        // Seen "Filters (2)", heard "Filters, 2 active" (a visually hidden word inside the
        // parentheses would be read with a stray pause).
        <span>
          <span aria-hidden="true">{`Filters (${activeCount})`}</span>
          <span className="sr-only">{`Filters, ${activeCount} active`}</span>
        </span>
      ) : (
        <span>Filters</span>
      )}
      <ChevronDownIcon
        size={18}
        className={open ? "transition-transform rotate-180" : "transition-transform"}
      />
    </>
  );

  return (
    <div className="relative rounded-md border border-stone-300 lg:rounded-none lg:border-0">
      {hydrated ? (
        asSheet ? (
          <button
            ref={buttonRef}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
            className={toggleClass}
          >
            {label}
          </button>
        ) : (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((o) => !o)}
            className={toggleClass}
          >
            {label}
          </button>
        )
      ) : (
        <>
          <input
            ref={checkboxRef}
            id={TOGGLE_ID}
            type="checkbox"
            aria-controls={PANEL_ID}
            className="peer sr-only lg:hidden"
          />
          <label
            htmlFor={TOGGLE_ID}
            className={`${toggleClass} peer-checked:[&>svg]:rotate-180 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}
          >
            {label}
          </label>
        </>
      )}
      <div
        id={PANEL_ID}
        className={`px-4 pb-4 lg:block lg:p-0 ${hydrated ? (open && !asSheet ? "block" : "hidden") : "hidden peer-checked:block"}`}
      >
        {children}
      </div>
      {asSheet && sheetOpen
        ? sheet(
            () => setSheetOpen(false),
            () => buttonRef.current,
          )
        : null}
    </div>
  );
}
