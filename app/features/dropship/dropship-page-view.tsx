// The dropship programme's pages (decision 0048): /points/dropship says what the programme is and
// what approval gives in this store (nothing it does not do); /points/dropship/apply is the form,
// then the application's status, the refusal reason, and the form again to edit while it is
// pending or refused.
import { Form, Link, useNavigation } from "react-router";
import {
  DROPSHIP_APPLY_PATH,
  DROPSHIP_BENEFITS,
  DROPSHIP_CHANNEL_LABELS,
  DROPSHIP_CHANNELS,
  DROPSHIP_LIMITS,
  DROPSHIP_RULES,
  DROPSHIP_VOLUME_LABELS,
  DROPSHIP_VOLUMES,
} from "../../../contract/dropship-constants";
import { formatUtcDate } from "../../components/ui/format-date";
import { FormStatus, HINT, INPUT, LABEL, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import type { DropshipApplyData, DropshipFormFields, DropshipPosted } from "./dropship.server";

export const DROPSHIP_TITLE = "Dropship Program";
export const DROPSHIP_APPLY_TITLE = "Apply to the Dropship Program";
export const DROPSHIP_INTRO =
  "Sell our home goods in your own online store: you take the order and the payment, then place the order with us and we ship it straight to your customer.";

function List({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function DropshipProgramView() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{DROPSHIP_TITLE}</h1>
      <p className="mt-3 text-stone-800">{DROPSHIP_INTRO}</p>
      <List id="dropship-what" title="What approval gives you" items={DROPSHIP_BENEFITS} />
      <List id="dropship-rules" title="Good to know" items={DROPSHIP_RULES} />
      <section aria-labelledby="dropship-how" className="mt-8">
        <h2 id="dropship-how" className="text-xl font-semibold">
          How to join
        </h2>
        <p className="mt-3 text-stone-800">
          Tell us about your business: its name, your store's web address, where you sell and how many orders
          you expect. We review each application and reply by e-mail within 3 business days.
        </p>
        <p className="mt-5">
          <Link to={DROPSHIP_APPLY_PATH} className={PRIMARY_BUTTON}>
            Apply now
          </Link>
        </p>
      </section>
    </div>
  );
}

export function DropshipApplyView({ data, posted }: { data: DropshipApplyData; posted?: DropshipPosted }) {
  const { status, application } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{DROPSHIP_APPLY_TITLE}</h1>
      <p className="mt-3 text-stone-800">
        {DROPSHIP_INTRO}{" "}
        <Link to="/points/dropship" className={TEXT_LINK}>
          About the programme
        </Link>
      </p>
      {posted ? <FormStatus ok={posted.ok}>{posted.message}</FormStatus> : null}
      {application ? <StatusCard data={data} /> : null}
      {status.status === "approved" || (status.is_dropship && !application) ? (
        <p className="mt-6 text-stone-800">
          Your account is in the Dropship group. Shop as usual and enter your customer's address at checkout.
        </p>
      ) : (
        <ApplicationForm application={application} posted={posted} />
      )}
    </div>
  );
}

function StatusCard({ data }: { data: DropshipApplyData }) {
  const application = data.application;
  if (!application) return null;
  return (
    <section
      aria-labelledby="dropship-status"
      className="mt-6 rounded-xl border border-stone-300 bg-white p-6"
    >
      <h2 id="dropship-status" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
        Your application
      </h2>
      <p className="mt-2 text-2xl font-semibold" data-testid="dropship-status">
        {application.status_label}
      </p>
      <p className="mt-1 text-stone-800">
        {application.business_name} · sent {formatUtcDate(application.created_at, "long")}
        {application.reviewed_at ? ` · reviewed ${formatUtcDate(application.reviewed_at, "long")}` : ""}
      </p>
      {application.status === "pending" ? (
        <p className={HINT}>
          We reply by e-mail within 3 business days. You can still change your answers below.
        </p>
      ) : null}
      {application.status === "refused" ? (
        <p className="mt-3 text-stone-800" data-testid="dropship-refusal">
          <strong>Reason:</strong> {application.refusal_reason}
        </p>
      ) : null}
      {application.status === "refused" ? (
        <p className={HINT}>Change your answers below and send the application again.</p>
      ) : null}
    </section>
  );
}

function ApplicationForm({
  application,
  posted,
}: {
  application: DropshipApplyData["application"];
  posted?: DropshipPosted;
}) {
  const busy = useNavigation().state === "submitting";
  const typed = posted?.ok === false ? posted.fields : null;
  const value: DropshipFormFields =
    typed ??
    (application
      ? {
          business_name: application.business_name,
          website: application.website,
          sales_channels: application.sales_channels,
          monthly_volume: application.monthly_volume,
          tax_id: application.tax_id,
          contact_phone: application.contact_phone,
          notes: application.notes,
        }
      : {
          business_name: "",
          website: "",
          sales_channels: [],
          monthly_volume: "",
          tax_id: "",
          contact_phone: "",
          notes: "",
        });
  const key = `${application?.updated_at ?? "new"}-${posted?.message ?? ""}`;
  return (
    <section aria-labelledby="dropship-form" className="mt-8">
      <h2 id="dropship-form" className="text-xl font-semibold">
        {application ? "Edit your application" : "Your business"}
      </h2>
      <Form method="post" key={key} className="mt-4 space-y-5">
        {application ? <input type="hidden" name="id" value={application.id} /> : null}
        <div>
          <label htmlFor="ds-business" className={LABEL}>
            Business name
          </label>
          <input
            id="ds-business"
            name="business_name"
            required
            maxLength={DROPSHIP_LIMITS.businessName}
            defaultValue={value.business_name}
            autoComplete="organization"
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="ds-website" className={LABEL}>
            Website or store address
          </label>
          <input
            id="ds-website"
            name="website"
            type="url"
            required
            maxLength={DROPSHIP_LIMITS.website}
            placeholder="https://"
            defaultValue={value.website}
            autoComplete="url"
            className={INPUT}
          />
        </div>
        <fieldset>
          <legend className={LABEL}>Where do you sell?</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {DROPSHIP_CHANNELS.map((channel) => (
              <label key={channel} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="sales_channels"
                  value={channel}
                  defaultChecked={value.sales_channels.includes(channel)}
                  className="h-5 w-5"
                />
                {DROPSHIP_CHANNEL_LABELS[channel]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="ds-volume" className={LABEL}>
            Expected orders
          </label>
          <select
            id="ds-volume"
            name="monthly_volume"
            required
            defaultValue={value.monthly_volume}
            className={INPUT}
          >
            <option value="">Choose…</option>
            {DROPSHIP_VOLUMES.map((volume) => (
              <option key={volume} value={volume}>
                {DROPSHIP_VOLUME_LABELS[volume]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ds-phone" className={LABEL}>
            Contact phone
          </label>
          <input
            id="ds-phone"
            name="contact_phone"
            type="tel"
            required
            maxLength={DROPSHIP_LIMITS.phone}
            defaultValue={value.contact_phone}
            autoComplete="tel"
            aria-describedby="ds-phone-hint"
            className={INPUT}
          />
          <p id="ds-phone-hint" className={HINT}>
            A US number of 10 digits.
          </p>
        </div>
        <div>
          <label htmlFor="ds-tax" className={LABEL}>
            Tax or resale certificate id (optional)
          </label>
          <input
            id="ds-tax"
            name="tax_id"
            maxLength={DROPSHIP_LIMITS.taxId}
            defaultValue={value.tax_id}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="ds-notes" className={LABEL}>
            Anything else we should know (optional)
          </label>
          <textarea
            id="ds-notes"
            name="notes"
            rows={4}
            maxLength={DROPSHIP_LIMITS.notes}
            defaultValue={value.notes}
            className={`${INPUT} h-auto py-2`}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {application ? "Save and send again" : "Send application"}
        </button>
      </Form>
    </section>
  );
}
