import type { CartLine } from "./cart-view-types";

/**
 * A customized line's configuration under its name (spec part 2 §4: a customization added from the
 * drawer is its own cart line, and keeps its configuration when saved for later): each option group
 * with the option chosen. Nothing for a plain line.
 */
export function LineCustomization({
  line,
  compact = false,
}: {
  /** A cart line or a saved-for-later item. */
  line: Pick<CartLine, "customization">;
  compact?: boolean;
}) {
  const config = line.customization;
  if (!config) return null;
  return (
    <div
      className={compact ? "text-xs text-stone-600" : "text-sm text-stone-600"}
      data-testid="customization"
    >
      <p className="font-semibold text-stone-700">Customized</p>
      {config.options.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2">
          {config.options.map((o) => (
            <div key={o.group} className="contents">
              <dt>{o.group}:</dt>
              <dd>{o.name}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
