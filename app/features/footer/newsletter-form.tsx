import { useId } from "react";

/**
 * The footer's newsletter sign-up: a plain POST to /newsletter-subscribe (its route handles the
 * subscription and answers), so it works without JavaScript and shows no success of its own.
 */
export function NewsletterForm() {
  const id = useId();
  return (
    <form method="post" action="/newsletter-subscribe" className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-white">
        Sign up for our newsletter
      </label>
      <p className="text-sm text-stone-300">
        Subscribe for exclusive deals and a coupon bundle worth up to $200 off.
      </p>
      <div className="flex max-w-md">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          className="h-11 min-w-0 flex-1 rounded-l-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-600"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-r-md bg-accent-600 px-4 font-semibold text-white hover:bg-orange-800"
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
