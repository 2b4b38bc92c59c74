import type { ReactNode } from "react";
import { Link } from "react-router";
import { PLUS_RENEWAL_WINDOW_DAYS } from "../../../../contract/constants";
import { PLUS_INVITE_LIST_PAGE_SIZE } from "../../../../contract/plus-constants";
import { formatUtcDate } from "../../../components/ui/format-date";
import { formatMoney } from "../../../components/ui/format-money";
import { PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { MEMBER_INTRODUCTION_PATH, PLUS_ORDER_HISTORY_PATH, PLUS_PAGE_PATH } from "../plus-paths";
import { CopyButton } from "./copy-button";
import { PLUS_PRICE_TEXT } from "./plus-benefits";
import { PlusJoinButton } from "./plus-join-button";
import { PlusMark, PlusPriceTag } from "./plus-sections";
import type { InviteList, MemberCenterInfo } from "./plus-types";
import { ReferralButton } from "./referral-popup";

const COPY = `${SECONDARY_BUTTON} h-9 px-4 text-sm`;
const CELL = "px-3 py-3 text-left align-top";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg border border-stone-200 p-4" data-testid={testId}>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{children}</dd>
    </div>
  );
}

const day = (iso: string | null) => (iso ? formatUtcDate(iso, "long") : "");

/** What a shopper without a membership sees: the offer and Join. */
function JoinPrompt({ expiredOn }: { expiredOn: string | null }) {
  return (
    <section aria-labelledby="plus-join-prompt" className="mt-6 rounded-lg border border-stone-200 p-6">
      <h2 id="plus-join-prompt" className="text-xl font-semibold">
        {expiredOn ? `Your membership expired on ${day(expiredOn)}` : "You are not a Plus+ member yet"}
      </h2>
      <p className="mt-2 text-stone-700">
        15% off every purchase all year, 3X points, an extra year of warranty and an extra $40 off your first
        order as a member.
      </p>
      <div className="mt-4">
        <PlusPriceTag />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <PlusJoinButton source="member_center" className={PRIMARY_BUTTON}>
          {expiredOn ? "Join again" : "Join Plus+"}
        </PlusJoinButton>
        <Link to={MEMBER_INTRODUCTION_PATH} className={TEXT_LINK}>
          How Plus+ works
        </Link>
      </div>
    </section>
  );
}

/** The member's code and link with Copy, the referral pop-up, and who joined with them. */
function Referrals({ info, invites, page }: { info: MemberCenterInfo; invites: InviteList; page: number }) {
  return (
    <section aria-labelledby="plus-referrals" className="mt-10">
      <h2 id="plus-referrals" className="text-2xl font-semibold tracking-tight">
        Referrals
      </h2>
      <p className="mt-1 text-stone-700">
        Friends who join with your code and pay a first order earn you $20 each.
      </p>
      {info.invite_code ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="invite-code">
          <span className="text-sm font-semibold text-stone-700">Your referral code</span>
          <span className="rounded-md bg-stone-100 px-3 py-1.5 font-mono text-2xl font-bold tracking-widest">
            {info.invite_code}
          </span>
          <CopyButton text={info.invite_code} label="Referral code" className={COPY} />
        </div>
      ) : null}
      {info.invite_link ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-stone-700">Invite link</span>
          <span className="min-w-0 text-sm break-all">{info.invite_link}</span>
          <CopyButton text={info.invite_link} label="Invite link" className={COPY} />
        </div>
      ) : null}
      <div className="mt-4">
        <ReferralButton source="member_center" className={COPY} />
      </div>
      <p className="mt-4" data-testid="invite-summary">
        {`${info.invite_count} ${info.invite_count === 1 ? "friend" : "friends"} joined · ${formatMoney(Number(info.invite_money))} earned`}
      </p>
      {invites.items.length === 0 ? (
        <p className="mt-3 text-stone-700">No one has joined with your code yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-sm sm:text-base" data-testid="invite-list">
            <caption className="sr-only">Friends who joined with your code, newest first</caption>
            <thead className="border-b-2 border-stone-300">
              <tr>
                <th scope="col" className={CELL}>
                  Email
                </th>
                <th scope="col" className={CELL}>
                  Joined
                </th>
                <th scope="col" className={CELL}>
                  Status
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Reward
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {invites.items.map((item) => (
                <tr key={`${item.email}-${item.created_at}`}>
                  <th scope="row" className={`${CELL} font-normal break-all`}>
                    {item.email}
                  </th>
                  <td className={CELL}>
                    <time dateTime={item.created_at}>{day(item.created_at)}</time>
                  </td>
                  <td className={CELL}>{item.status_label}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{item.money}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <InvitePages total={invites.total} page={page} shown={invites.items.length} />
        </div>
      )}
    </section>
  );
}

/** The friends list a page of PLUS_INVITE_LIST_PAGE_SIZE at a time (`?invites_page=`), newest first. */
function InvitePages({ total, page, shown }: { total: number; page: number; shown: number }) {
  if (total <= PLUS_INVITE_LIST_PAGE_SIZE) return null;
  const from = (page - 1) * PLUS_INVITE_LIST_PAGE_SIZE + 1;
  const to = from + shown - 1;
  const link = (n: number) => (n === 1 ? "?" : `?invites_page=${n}`);
  return (
    <nav aria-label="Friends pages" className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <span data-testid="invite-range">{shown > 0 ? `${from}–${to} of ${total}` : `${total} in all`}</span>
      {page > 1 ? (
        <Link to={link(page - 1)} preventScrollReset className={TEXT_LINK}>
          Newer
        </Link>
      ) : null}
      {page * PLUS_INVITE_LIST_PAGE_SIZE < total ? (
        <Link to={link(page + 1)} preventScrollReset className={TEXT_LINK}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * /member-center (auth): the membership's status, dates, savings, points multiplier and extra
 * warranty; Renew only inside the renewal window (the server's can_renew: within
 * PLUS_RENEWAL_WINDOW_DAYS of expiry); the referral code and list. A non-member sees Join.
 */
export function MemberCenterView({
  info,
  invites,
  invitesPage = 1,
}: {
  info: MemberCenterInfo;
  invites: InviteList;
  /** Which page of the friends list this is (`?invites_page=`). */
  invitesPage?: number;
}) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">
        <PlusMark className="align-middle text-2xl" /> Member Center
      </h1>
      {info.status !== "active" ? (
        <JoinPrompt expiredOn={info.status === "expired" ? info.expires_at : null} />
      ) : (
        <>
          <section aria-labelledby="plus-membership" className="mt-6">
            <h2 id="plus-membership" className="sr-only">
              Your membership
            </h2>
            <p className="flex flex-wrap items-center gap-2" data-testid="plus-status">
              <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                Active
              </span>
              <span>{`Member since ${day(info.started_at)}`}</span>
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Fact label="Saved as a member" testId="plus-savings">
                {formatMoney(Number(info.savings))}
              </Fact>
              <Fact label="Points on purchases" testId="plus-multiplier">
                {`${info.points_multiplier}X`}
              </Fact>
              <Fact label="Extra warranty" testId="plus-warranty">
                {`+${info.extra_warranty_years} ${info.extra_warranty_years === 1 ? "year" : "years"}`}
              </Fact>
              <Fact label="Expires" testId="plus-expires">
                <time dateTime={info.expires_at ?? undefined}>{day(info.expires_at)}</time>
                <span className="mt-0.5 block text-sm font-normal text-stone-700">
                  {`${info.days_left} ${info.days_left === 1 ? "day" : "days"} left`}
                </span>
              </Fact>
            </dl>
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
              {info.can_renew ? (
                <PlusJoinButton source="member_center_renew" className={PRIMARY_BUTTON}>
                  {`Renew for ${PLUS_PRICE_TEXT}`}
                </PlusJoinButton>
              ) : (
                <p className="text-sm text-stone-700">
                  {`Renewal opens ${PLUS_RENEWAL_WINDOW_DAYS} days before your membership expires.`}
                </p>
              )}
              <Link to={PLUS_ORDER_HISTORY_PATH} className={TEXT_LINK}>
                Plus+ Orders
              </Link>
              <Link to={PLUS_PAGE_PATH} className={TEXT_LINK}>
                Member prices
              </Link>
            </div>
          </section>
          <Referrals info={info} invites={invites} page={invitesPage} />
        </>
      )}
    </div>
  );
}
