import { formatMoney } from "../../../components/ui/format-money";
import type { SuggestOption } from "./search-combobox";

/** The id of option `index` in list `listId`: the text box's aria-activedescendant points at it. */
export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/**
 * The suggestion list under the header search box (part of the suggestions chunk). Options are grouped
 * Keywords / Categories / Products; the text box keeps focus and points at the highlighted
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
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (ARIA listbox pattern); a fieldset is not allowed there
        <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`}>
          <div
            id={`${id}-${group.name}`}
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
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
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
