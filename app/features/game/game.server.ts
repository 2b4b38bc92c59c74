// Play to Win's server side (decision 0045): the page's one read (the turn list) and its action,
// which posts one turn's form (play, confirm, report) to its call in-process and answers what the
// turn card shows: the turn as the call left it, or the server's message verbatim.
import { redirect } from "react-router";
import type { GameTurn, GameTurnList } from "../../../contract/game";
import {
  GAME_CONFIRM_ORDER_PATH,
  GAME_REPORT_PATH,
  GAME_TURN_LIST_PATH,
  GAME_TURN_PATH,
} from "../../../contract/game-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  readForAccountPage,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
import { GAME_INTENTS, type GameIntent, type GamePosted, shownMessage } from "./game-view";

/** The customer's turns, the categories a ready turn picks from and the rules (auth). */
export function readTurnList(args: GuardArgs) {
  return readForAccountPage<GameTurnList>(args, GAME_TURN_LIST_PATH);
}

const INTENT_PATHS: Record<GameIntent, string> = {
  play: GAME_TURN_PATH,
  confirm: GAME_CONFIRM_ORDER_PATH,
  report: GAME_REPORT_PATH,
};

const isIntent = (value: string): value is GameIntent =>
  Object.values(GAME_INTENTS).includes(value as GameIntent);

/** A whole number of the form, or the text itself (the API answers what is wrong with it). */
const numberOr = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : value);

/**
 * One turn's form: intent play (category_id, card), confirm, or report (issue, description). The
 * call's refusal comes back as the message where the shopper acted; a session that ended goes to
 * Login coming back here.
 */
export async function gameAction(args: GuardArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intentText = text("intent");
  const intent: GameIntent = isIntent(intentText) ? intentText : GAME_INTENTS.play;
  const turnId = numberOr(text("turn_id"));
  const body =
    intent === GAME_INTENTS.play
      ? { turn_id: turnId, category_id: numberOr(text("category_id")), card: numberOr(text("card")) }
      : intent === GAME_INTENTS.confirm
        ? { turn_id: turnId }
        : { turn_id: turnId, issue: text("issue"), description: text("description") };
  const { body: answer, cookies } = await ask<{ turn: GameTurn; message?: string } | null>(
    args.context,
    INTENT_PATHS[intent],
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  if (answer.code === 401)
    throw redirect(loginRedirectFor(args.request), { headers: cookieHeaders(cookies) });
  const ok = answer.code === 200 && Boolean(answer.result?.turn);
  const posted: GamePosted = {
    intent,
    turn_id: typeof turnId === "number" ? turnId : 0,
    ok,
    message: ok ? (answer.result?.message ?? "") : shownMessage(answer.message),
    turn: ok ? (answer.result?.turn ?? null) : null,
  };
  return posted;
}
