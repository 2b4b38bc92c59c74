import { useEffect } from "react";
import { useFetcher } from "react-router";
import { NewsletterFields } from "../newsletter/newsletter-fields";
import { notify } from "../toast/notify";

type Outcome = { code: number; message: string };

/**
 * The footer's newsletter sign-up. With JavaScript it posts in the background and answers with a
 * toast (success, or a warning when already subscribed); without, it is a plain POST to
 * /newsletter-subscribe, whose page shows the answer.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<Outcome>();
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.code === 200) notify.success(outcome.message);
    else if (outcome.code === 400) notify.warning(outcome.message);
  }, [outcome]);
  return (
    <fetcher.Form method="post" action="/newsletter-subscribe" className="flex flex-col gap-2">
      <input type="hidden" name="source" value="footer" />
      <NewsletterFields
        tone="dark"
        label="Sign up for our newsletter"
        busy={fetcher.state !== "idle"}
        error={outcome && outcome.code !== 200 && outcome.code !== 400 ? outcome.message : null}
      />
      <p className="text-sm text-stone-300">Deals, new arrivals and home ideas, about once a week.</p>
    </fetcher.Form>
  );
}
