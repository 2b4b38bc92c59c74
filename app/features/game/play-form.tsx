// A ready turn's play: pick a gift category (a radio group, each with a peek of its gifts), then
// turn one of the face-down cards (a 3×3 grid of submit buttons "Card 1" … "Card 9"). One real
// form: without JavaScript every card is there and a press posts the category with the card; with
// JavaScript the cards appear once a category is picked and a fetcher posts the same.
import { type RefObject, useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { GameCategory } from "../../../contract/game";
import { GAME_CARDS } from "../../../contract/game-constants";
import { useHydrated } from "../../components/ui/use-hydrated";
import { cardNumbers, categoryPeek, GAME_INTENTS, type GamePosted } from "./game-view";

const PEEK = 4;

export function PlayForm({
  turnId,
  categories,
  fetcher,
  error,
  errorRef,
  legendRef,
}: {
  turnId: number;
  categories: GameCategory[];
  fetcher: FetcherWithComponents<GamePosted>;
  /** The server's refusal of the last play, verbatim. */
  error: string | null;
  errorRef: RefObject<HTMLParagraphElement | null>;
  /** Focused when the form opens, so the shopper lands on the first step. */
  legendRef: RefObject<HTMLHeadingElement | null>;
}) {
  const hydrated = useHydrated();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const busy = fetcher.state !== "idle";
  const pressed = busy ? Number(fetcher.formData?.get("card") ?? 0) : 0;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  // Without JavaScript there is no "after": the cards are there from the start.
  const showCards = !hydrated || categoryId !== null;

  return (
    <fetcher.Form method="post" className="mt-4 space-y-5" aria-describedby={error ? errorId : undefined}>
      <input type="hidden" name="intent" value={GAME_INTENTS.play} />
      <input type="hidden" name="turn_id" value={turnId} />
      <fieldset disabled={busy}>
        <legend className="mb-2 font-semibold">
          <h3 ref={legendRef} tabIndex={-1} className="outline-none">
            1. Pick a category
          </h3>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {categories.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer flex-col gap-2 rounded-lg border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="category_id"
                  value={c.id}
                  onChange={() => setCategoryId(c.id)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span className="font-semibold">{c.name}</span>
              </span>
              <span className="flex gap-1.5" aria-hidden="true">
                {c.options
                  .slice(0, PEEK)
                  .map((o) =>
                    o.small_image ? (
                      <img
                        key={o.piid}
                        src={o.small_image}
                        alt=""
                        width={44}
                        height={44}
                        loading="lazy"
                        className="size-11 rounded-md bg-stone-100 object-cover"
                      />
                    ) : (
                      <span key={o.piid} className="size-11 rounded-md bg-stone-100" />
                    ),
                  )}
              </span>
              <span className="text-sm text-stone-700">{categoryPeek(c)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {showCards ? (
        <fieldset disabled={busy}>
          <legend className="mb-2 font-semibold">2. Turn a card</legend>
          <p className="mb-3 text-sm text-stone-700">
            Each card hides one gift of the category. No changes after choosing.
          </p>
          <div className="grid max-w-sm grid-cols-3 gap-2 sm:gap-3">
            {cardNumbers(GAME_CARDS).map((n) => (
              <button
                key={n}
                type="submit"
                name="card"
                value={n}
                aria-busy={pressed === n ? true : undefined}
                className="flex aspect-[3/4] flex-col items-center justify-center gap-1 rounded-lg border-2 border-brand-800 bg-brand-700 bg-[repeating-linear-gradient(45deg,transparent_0_10px,rgb(255_255_255/0.08)_10px_20px)] p-1 font-semibold text-white shadow-sm transition-transform hover:-translate-y-0.5 hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:translate-y-0"
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  ?
                </span>
                <span className="text-sm">{pressed === n ? "Turning…" : `Card ${n}`}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-stone-700">Pick a category to see its {GAME_CARDS} cards.</p>
      )}
      {error ? (
        <p
          id={errorId}
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none"
        >
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
