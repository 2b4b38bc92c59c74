// My Points (/points/points, decision 0046): the balance and what it is worth, the daily sign-in,
// the tasks that pay points with their buttons, how to earn, and the history with order links.
import { Form, Link, useNavigation } from "react-router";
import { formatWhole } from "../../../contract/number-text";
import { POINTS_PAGE_PATH, POINTS_REWARD_PATH } from "../../../contract/points-constants";
import { MY_REVIEWS_PAGE_PATH } from "../../../contract/reviews-constants";
import { FormStatus, INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import type { PointsPageData, PointsPosted, PointsTasks } from "./points.server";

type Task = PointsTasks["tasks"][number];

const HISTORY_TABS = [
  { type: "all", label: "All" },
  { type: "earned", label: "Earned" },
  { type: "spent", label: "Spent" },
  { type: "expired", label: "Expired" },
];

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "America/New_York",
  });

const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : ""}${formatWhole(Math.abs(n))}`;

function Message({ posted, at }: { posted?: PointsPosted; at: string }) {
  if (!posted || posted.at !== at || !posted.message) return null;
  return <FormStatus ok={posted.ok}>{posted.message}</FormStatus>;
}

function TaskButton({ task }: { task: Task }) {
  const busy = useNavigation().state !== "idle";
  if (task.state === "done")
    return (
      <span className="text-sm font-semibold text-green-800">
        {task.rule === "daily" ? "Done today" : "Done"}
      </span>
    );
  if (task.state === "claimable")
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="collect" />
        <input type="hidden" name="task_key" value={task.key} />
        <button type="submit" className={`${PRIMARY_BUTTON} h-10 text-sm`} disabled={busy}>
          Collect {task.points} points
        </button>
      </Form>
    );
  if (task.key === "sign_in")
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="sign" />
        <button type="submit" className={`${PRIMARY_BUTTON} h-10 text-sm`} disabled={busy}>
          Sign in today
        </button>
      </Form>
    );
  if (task.key === "follow_store")
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="follow" />
        <button type="submit" className={`${SECONDARY_BUTTON} h-10 text-sm`} disabled={busy}>
          Follow the store
        </button>
      </Form>
    );
  if (task.key === "write_review")
    return (
      <Link to={MY_REVIEWS_PAGE_PATH} className={TEXT_LINK}>
        Write a review
      </Link>
    );
  if (task.key === "share_product")
    return (
      <Link to="/" className={TEXT_LINK}>
        Find a product to share
      </Link>
    );
  if (task.key === "verify_phone") return null;
  return <span className="text-sm text-stone-700">Watch a live show when one is on</span>;
}

function PhoneForm({ posted }: { posted?: PointsPosted }) {
  const sentTo = posted?.at === "verify_phone" ? posted.phone : undefined;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="points-phone" className={LABEL}>
          Mobile number
        </label>
        <input
          id="points-phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          defaultValue={sentTo ?? ""}
          className={`${INPUT} w-48`}
        />
      </div>
      {sentTo ? (
        <div>
          <label htmlFor="points-code" className={LABEL}>
            Code
          </label>
          <input
            id="points-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            className={`${INPUT} w-28`}
          />
        </div>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={sentTo ? "phone_verify" : "phone_send"}
        className={`${SECONDARY_BUTTON} h-11 text-sm`}
      >
        {sentTo ? "Verify" : "Text me a code"}
      </button>
    </Form>
  );
}

export function PointsPageView({ data, posted }: { data: PointsPageData; posted?: PointsPosted }) {
  if (!data.allowed)
    return (
      <div className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight">My Points</h1>
        <p className="mt-4 rounded-md border border-stone-300 bg-stone-50 p-4">{data.message}</p>
      </div>
    );
  const { summary, history, tasks, type } = data;
  const pages = Math.max(1, Math.ceil(history.total / history.page_size));
  const pageLink = (page: number) => `${POINTS_PAGE_PATH}?type=${type}&page=${page}`;
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">My Points</h1>
      <section aria-labelledby="points-balance" className="mt-6 rounded-xl border border-stone-300 p-5">
        <h2 id="points-balance" className="sr-only">
          Your balance
        </h2>
        <p className="text-4xl font-semibold" data-testid="points-balance">
          {formatWhole(summary.points)} <span className="text-lg font-normal">points</span>
        </p>
        <p className="mt-1 text-stone-800">
          Worth {summary.value_text} at checkout (100 points = $1).{" "}
          <Link to={POINTS_REWARD_PATH} className={TEXT_LINK}>
            How to use points
          </Link>
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-stone-700">Earned</dt>
            <dd className="font-semibold">{formatWhole(summary.earned_total)}</dd>
          </div>
          <div>
            <dt className="text-stone-700">Spent</dt>
            <dd className="font-semibold">{formatWhole(summary.spent_total)}</dd>
          </div>
          <div>
            <dt className="text-stone-700">Expired</dt>
            <dd className="font-semibold">{formatWhole(summary.expired_total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="points-tasks" className="mt-8">
        <h2 id="points-tasks" className="text-xl font-semibold">
          Earn more points
        </h2>
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-300">
          {tasks.tasks.map((task) => (
            <li key={task.key} className="p-4" data-testid={`task-${task.key}`}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h3 className="font-semibold">
                    {task.title} <span className="text-brand-700">+{task.points}</span>
                  </h3>
                  <p className="text-sm text-stone-700">
                    {task.description} {task.rule === "daily" ? "Once a day." : "Once."}
                  </p>
                </div>
                <TaskButton task={task} />
              </div>
              {task.key === "verify_phone" && task.state === "todo" ? <PhoneForm posted={posted} /> : null}
              <Message posted={posted} at={task.key === "sign_in" ? "sign" : task.key} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="points-how" className="mt-8">
        <h2 id="points-how" className="text-xl font-semibold">
          How to earn
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          <li>1 point for every whole dollar of a paid order (3X for Plus+ members).</li>
          <li>No points for no-discount items and pre-orders.</li>
          <li>The tasks above, each once a day or once, as shown.</li>
          <li>Points of a canceled or returned order are taken back.</li>
        </ul>
      </section>

      <section aria-labelledby="points-history" className="mt-8">
        <h2 id="points-history" className="text-xl font-semibold">
          History
        </h2>
        <nav aria-label="History filter" className="mt-3 flex gap-2">
          {HISTORY_TABS.map((tab) => (
            <Link
              key={tab.type}
              to={`${POINTS_PAGE_PATH}?type=${tab.type}`}
              aria-current={tab.type === type ? "page" : undefined}
              className={`rounded-full border px-4 py-2 text-sm ${tab.type === type ? "border-brand-700 bg-brand-50 font-semibold" : "border-stone-400"}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {history.items.length === 0 ? (
          <p className="mt-4 text-stone-700">Nothing here yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200" aria-label="Points history">
            {history.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p>{item.label}</p>
                  <p className="text-sm text-stone-700">
                    {dateText(item.created_at)}
                    {item.order_url && item.increment_id ? (
                      <>
                        {" · "}
                        <Link to={item.order_url} className={TEXT_LINK}>
                          Order #{item.increment_id}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <span className={`font-semibold ${item.points > 0 ? "text-green-800" : "text-red-800"}`}>
                  {signed(item.points)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="History pages" className="mt-3 flex items-center gap-4 text-sm">
            {history.page > 1 ? (
              <Link to={pageLink(history.page - 1)} className={TEXT_LINK}>
                Newer
              </Link>
            ) : null}
            <span>
              Page {history.page} of {pages}
            </span>
            {history.page < pages ? (
              <Link to={pageLink(history.page + 1)} className={TEXT_LINK}>
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export function PointsErrorView() {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">My Points</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        Your points could not be loaded right now. Please try again in a moment.
      </p>
      <a href={POINTS_PAGE_PATH} className={`mt-4 inline-block ${TEXT_LINK}`}>
        Try again
      </a>
    </div>
  );
}
