// Play to Win (/customer/account/play-to-win, decision 0045): the intro, the free-gift rules
// pop-up's button, and one card per turn (newest order first), or the way to a first turn.
import { Link } from "react-router";
import type { GameTurnList } from "../../../contract/game";
import { GAME_PAGE_PATH } from "../../../contract/game-constants";
import { SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { popups } from "../marketing/popups";
import { GAME_EMPTY, GAME_INTRO, type GamePosted, RULES_LABEL } from "./game-view";
import type { GiftRulesPayload } from "./gift-rules-popup";
import { TurnCard } from "./turn-card";

export interface GamePageData extends GameTurnList {
  /** The page's clock (ISO): report windows are judged against it on both sides. */
  now: string;
  /** The turn whose play form is open without JavaScript (`?play=`), or null. */
  playing: number | null;
}

export function GamePageView({ data, posted }: { data: GamePageData; posted?: GamePosted }) {
  const { turns, categories, rules, now, playing } = data;
  const openRules = () => popups.show("gift_rules", { rules } satisfies GiftRulesPayload);
  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">Play to Win</h1>
        <button type="button" className={`${SECONDARY_BUTTON} h-10 text-sm`} onClick={openRules}>
          {RULES_LABEL}
        </button>
      </div>
      <p className="mt-3 text-stone-800">{GAME_INTRO}</p>
      {turns.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-stone-400 p-6 text-center">
          <p className="text-lg">{GAME_EMPTY}</p>
          <Link to="/" className={`mt-3 inline-block ${TEXT_LINK}`}>
            Start shopping
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Your turns">
          {turns.map((turn) => (
            <li key={turn.turn_id}>
              <TurnCard
                turn={turn}
                categories={categories}
                now={now}
                posted={posted?.turn_id === turn.turn_id ? posted : undefined}
                startPlaying={playing === turn.turn_id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The page's own error (its read failed): inside the account layout, so the navigation stays,
 * with the way to try again.
 */
export function GameErrorView() {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">Play to Win</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        Your turns could not be loaded right now. Please try again in a moment.
      </p>
      <a href={GAME_PAGE_PATH} className={`mt-4 inline-block ${TEXT_LINK}`}>
        Try again
      </a>
    </div>
  );
}
