import { useEffect, useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import { CategoryItem } from "../category-nav";
import { DESKTOP_NAV_QUERY } from "../nav-breakpoint";
import type { MenuCategory } from "../use-shell-data";

/**
 * The small-screen category drawer, loaded on its first open: a modal dialog from the left with
 * the top categories and their subcategories. Its links are the header's in-app links (the
 * navigation's click handler routes them; the navigation then closes every modal). The screen
 * growing to desktop closes it: the category bar takes over.
 */
export default function MenuDrawerDialog({
  menu,
  onClose,
  returnFocus,
}: {
  menu: MenuCategory[];
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState<number | null>(null);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [onClose]);

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      variant="left"
      panelClassName="w-[min(22rem,88vw)]"
    >
      <ModalHeader
        titleId={titleId}
        title="Shop by category"
        closeLabel="Close menu"
        onClose={onClose}
        closeRef={closeRef}
      />
      <ul className="min-h-0 flex-1 overflow-y-auto">
        {menu.map((category, index) => (
          <CategoryItem
            key={category.id}
            idPrefix="drawer-"
            category={category}
            alignRight={index >= menu.length - 3}
            expanded={expanded === category.id}
            onToggle={(open) => setExpanded(open ? category.id : null)}
          />
        ))}
      </ul>
    </Modal>
  );
}
