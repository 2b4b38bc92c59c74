import { type FocusEvent, type KeyboardEvent, useState } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../../components/ui/icons";
import { OnDemandBoundary } from "../../components/ui/on-demand";
import { useHydrated } from "../../components/ui/use-hydrated";
import { IN_APP_LINK, useInAppLinks } from "./in-app-links";
import { MenuDrawerDialog, useMenuDrawer } from "./use-menu-drawer";
import type { MenuCategory } from "./use-shell-data";

/**
 * The category navigation (id="menu", the skip-link target).
 * - Desktop (xl and up): a bar of top categories; each opens a panel of subcategories on hover,
 *   or with its disclosure button (Escape closes and returns focus). Without JavaScript the
 *   panel also opens while focus is inside the category.
 * - Smaller screens: a "Shop by category" button opening a modal drawer (a native <dialog>,
 *   on-demand/menu-drawer-dialog.tsx). Without JavaScript the button is a link to #menu-drawer
 *   and CSS :target shows the in-page list as the drawer.
 * The state selectors live in app.css (.cat-nav, .cat-drawer, .cat-item, .cat-panel).
 */
export function CategoryNav({ menu }: { menu: MenuCategory[] }) {
  const hydrated = useHydrated();
  const drawer = useMenuDrawer();
  const [expanded, setExpanded] = useState<number | null>(null);
  const followInApp = useInAppLinks();

  const trigger = "flex h-11 w-full items-center gap-2 px-4 font-semibold text-ink xl:hidden";
  const closeClass = "flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-stone-100";

  return (
    // The category links are plain <a>s (in-app-links.ts) whose clicks are routed here.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a focused link fires this same click
    <nav
      id="menu"
      tabIndex={-1}
      aria-label="Shop by category"
      className="cat-nav border-t border-stone-200 outline-none"
      data-enhanced={hydrated || undefined}
      onClick={followInApp}
    >
      {hydrated ? (
        <button
          ref={drawer.buttonRef}
          type="button"
          className={trigger}
          aria-haspopup="dialog"
          aria-expanded={drawer.open}
          onPointerEnter={drawer.preload}
          onFocus={drawer.preload}
          onClick={drawer.show}
        >
          <MenuIcon />
          Shop by category
        </button>
      ) : (
        <a href="#menu-drawer" className={trigger}>
          <MenuIcon />
          Shop by category
        </a>
      )}
      {/* The no-JS drawer (CSS :target) and, from xl up, the category bar. With JavaScript the
          small-screen drawer is the modal dialog below. */}
      <div id="menu-drawer" className="cat-drawer">
        <div className="flex items-center justify-between border-b border-stone-200 py-1 pr-2 pl-4 xl:hidden">
          <h2 className="text-lg font-semibold">Shop by category</h2>
          <a href="#menu" className={closeClass}>
            <CloseIcon />
            <span className="sr-only">Close menu</span>
          </a>
        </div>
        <ul className="cat-list">
          {menu.map((category, index) => (
            <CategoryItem
              key={category.id}
              category={category}
              alignRight={index >= menu.length - 3}
              expanded={expanded === category.id}
              onToggle={(open) => setExpanded(open ? category.id : null)}
            />
          ))}
        </ul>
      </div>
      <div className="cat-backdrop" aria-hidden="true" />
      {hydrated && drawer.open ? (
        <OnDemandBoundary onFail={drawer.close}>
          <MenuDrawerDialog menu={menu} onClose={drawer.close} returnFocus={drawer.returnFocus} />
        </OnDemandBoundary>
      ) : null}
    </nav>
  );
}

/** A top category with its subcategories (the bar, the no-JS drawer and the drawer dialog). */
export function CategoryItem({
  idPrefix = "",
  category,
  alignRight,
  expanded,
  onToggle,
}: {
  /** Keeps the panel ids unique when the drawer dialog renders the list a second time. */
  idPrefix?: string;
  category: MenuCategory;
  alignRight: boolean;
  expanded: boolean;
  onToggle: (open: boolean) => void;
}) {
  const panelId = `${idPrefix}cat-panel-${category.id}`;
  const hasChildren = category.children.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && expanded) {
      event.stopPropagation();
      onToggle(false);
      event.currentTarget.querySelector<HTMLButtonElement>("button")?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) onToggle(false);
  };

  return (
    <li className="cat-item" data-expanded={expanded || undefined} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="flex items-center">
        <a
          {...IN_APP_LINK}
          href={category.url_path}
          className="cat-top flex-1 px-4 py-3 font-medium text-ink hover:text-brand-700 xl:px-2 xl:py-2.5 xl:text-sm"
        >
          {category.name}
        </a>
        {hasChildren ? (
          <button
            type="button"
            className="hidden h-6 w-6 items-center justify-center rounded text-stone-700 hover:bg-stone-100 xl:flex"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => onToggle(!expanded)}
          >
            <ChevronDownIcon size={16} />
            <span className="sr-only">{category.name} subcategories</span>
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <div id={panelId} className={`cat-panel ${alignRight ? "xl:right-0" : "xl:left-0"}`}>
          <ul className="xl:columns-2 xl:gap-6">
            {category.children.map((sub) => (
              <li key={sub.id} className="break-inside-avoid">
                <a
                  {...IN_APP_LINK}
                  href={sub.url_path}
                  className="block py-2 pr-4 pl-8 text-sm text-stone-700 hover:text-brand-700 hover:underline xl:px-0 xl:py-1.5"
                >
                  {sub.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
