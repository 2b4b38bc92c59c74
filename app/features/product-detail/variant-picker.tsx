import type { MouseEvent } from "react";
import { isPlainLeftClick } from "../../lib/plain-click";
import { hrefWithPiid } from "./piid-url";
import type { ProductVariant } from "./product-detail-types";
import { variantGroups } from "./variant-groups";

/**
 * One labelled group per option (Color, Size, …). Each available value is a link to the page
 * with its `piid` — a real address that works without JavaScript; with JavaScript the click
 * selects the variant in place. Values no in-stock variant has are shown disabled, not linked.
 */
export function VariantPicker({
  relation,
  selectedPiid,
  pagePath,
  onSelect,
}: {
  relation: ProductVariant[];
  selectedPiid: number;
  pagePath: string;
  onSelect: (piid: number) => void;
}) {
  const groups = variantGroups(relation, selectedPiid);
  if (groups.length === 0) return null;
  const choose = (piid: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open a new tab as links do.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onSelect(piid);
  };
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.attribute}>
          <legend className="mb-2 text-sm">
            <span className="font-semibold">{group.label}:</span> {group.selectedLabel}
          </legend>
          <ul className="flex flex-wrap gap-2">
            {group.choices.map((choice) => {
              const base = "inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-1.5 text-sm";
              const swatch = choice.swatch ? (
                <span
                  aria-hidden="true"
                  className="h-5 w-5 rounded-full border border-stone-300"
                  style={{ backgroundColor: choice.swatch }}
                />
              ) : null;
              return (
                <li key={choice.label}>
                  {choice.disabled && !choice.selected ? (
                    <span
                      aria-disabled="true"
                      className={`${base} cursor-not-allowed border-dashed border-stone-300 text-stone-500 line-through`}
                    >
                      {swatch}
                      {choice.label}
                      <span className="sr-only"> (out of stock)</span>
                    </span>
                  ) : (
                    <a
                      href={hrefWithPiid(pagePath, choice.piid)}
                      onClick={choose(choice.piid)}
                      aria-current={choice.selected ? "true" : undefined}
                      rel="nofollow"
                      className={`${base} ${
                        choice.selected
                          ? "border-brand-700 bg-brand-50 font-semibold ring-1 ring-brand-700"
                          : "border-stone-300 hover:border-stone-500"
                      }`}
                    >
                      {swatch}
                      {choice.label}
                      {choice.disabled ? (
                        <span className="text-xs text-stone-600">(out of stock)</span>
                      ) : null}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
