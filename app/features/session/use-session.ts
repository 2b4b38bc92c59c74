import type { RootLoaderData } from "../../root";
import { useShellData } from "../header/use-shell-data";
import { useSessionMark } from "./session-store";

export type RootSession = RootLoaderData["session"];

/** Who the header greets: the name it shows and the e-mail behind it. */
export interface Greeted {
  firstname: string;
  email: string;
  customerGroup: string;
  /** The user info's show_point: the account menu lists Points. */
  showPoint: boolean;
  /** The marketing pop-ups' flags (subscriber.subscriber_email, is_old_user, play_birthday_wishes). */
  marketing: MarketingFlags;
}

export interface MarketingFlags {
  subscriberEmail: 0 | 1;
  isOldUser: boolean;
  playBirthdayWishes: boolean;
}

/** Until the page knows better (a sign-in on this page, before its reload): no pop-up is due. */
const NOTHING_DUE: MarketingFlags = { subscriberEmail: 1, isOldUser: false, playBirthdayWishes: false };

const marketingOf = (c: NonNullable<RootSession["customer"]>): MarketingFlags => ({
  subscriberEmail: c.subscriber_email,
  isOldUser: c.is_old_user,
  playBirthdayWishes: c.play_birthday_wishes,
});

export interface SessionView {
  isLogin: boolean;
  customer: Greeted | null;
}

const GUEST: SessionView = { isLogin: false, customer: null };

/** The session from the root data (server truth), overridden by a sign-in or logout in progress. */
export function sessionView(
  session: RootSession | undefined,
  mark: ReturnType<typeof useSessionMark>,
): SessionView {
  if (mark?.state === "signed-out") return GUEST;
  if (mark?.state === "signed-in") {
    const same = session?.customer?.email === mark.email ? session.customer : null;
    return {
      isLogin: true,
      customer: {
        firstname: mark.firstname,
        email: mark.email,
        customerGroup: same?.customer_group ?? mark.customerGroup ?? "",
        showPoint: same?.show_point ?? mark.showPoint ?? false,
        marketing: same ? marketingOf(same) : NOTHING_DUE,
      },
    };
  }
  if (!session?.is_login || !session.customer) return GUEST;
  const { firstname, email, customer_group, show_point } = session.customer;
  return {
    isLogin: true,
    customer: {
      firstname,
      email,
      customerGroup: customer_group,
      showPoint: show_point,
      marketing: marketingOf(session.customer),
    },
  };
}

export function useSession(): SessionView {
  return sessionView(useShellData()?.session, useSessionMark());
}

/** "Hi {name}": the first name, else the part of the e-mail before the @. */
export function greetingName(customer: Pick<Greeted, "firstname" | "email">): string {
  const first = customer.firstname.trim();
  if (first) return first;
  const local = customer.email.split("@")[0]?.trim();
  return local || customer.email;
}
