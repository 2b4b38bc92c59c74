import type { ReactNode } from "react";
import { formatMoney } from "../../../components/ui/format-money";
import type { SuggestOption } from "./search-combobox";

const ICON = "size-4 shrink-0 text-stone-600";

/** A small line icon beside a suggestion (the suggestions chunk's own: the shell's icons stay lean). */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={ICON}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const ClockIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

const TrendIcon = () => (
  <LineIcon>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </LineIcon>
);

/** The id of option `index` in list `listId`: the text box's aria-activedescendant points at it. */
export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/**
 * The suggestion list under the header search box (part of the suggestions chunk). Options are grouped
 * Keywords / Categories / Products, or, in an empty box, Recent searches / Trending searches; the text box keeps focus and points at the highlighted
 * option with aria-activedescendant, so a pointer press must not take focus away.
 */
export default function SearchSuggestions({
  id,
  options,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  options: SuggestOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: SuggestOption) => void;
}) {
  const groups: { name: SuggestOption["group"]; items: { option: SuggestOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const last = groups.at(-1);
    if (last?.name === option.group) last.items.push({ option, index });
    else groups.push({ name: option.group, items: [{ option, index }] });
  });
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-2 shadow-lg"
    >
      {groups.map((group, g) => (
        // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (ARIA listbox pattern); a fieldset is not allowed there
        <div key={group.name} role="group" aria-labelledby={`${id}-group-${g}`}>
          <div
            id={`${id}-group-${g}`}
            role="presentation"
            className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
          >
            {group.name}
          </div>
          {group.items.map(({ option, index }) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text box handles the keyboard (combobox pattern)
            <div
              key={`${option.group}-${option.href}-${index}`}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => onHover(index)}
              onClick={() => onChoose(option)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-1.5 text-sm ${index === active ? "bg-stone-100" : ""}`}
            >
              {option.thumbnail ? (
                <img
                  src={option.thumbnail.url}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded object-cover"
                />
              ) : null}
              {option.group === "Recent searches" && !option.action ? <ClockIcon /> : null}
              {option.group === "Trending searches" ? <TrendIcon /> : null}
              <span
                className={`min-w-0 flex-1 truncate ${option.action ? "text-stone-700 underline underline-offset-2" : ""}`}
              >
                {option.label}
              </span>
              {option.price !== undefined ? (
                <span className="shrink-0 font-medium">{formatMoney(option.price)}</span>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
