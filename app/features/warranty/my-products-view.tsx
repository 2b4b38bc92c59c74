import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Registration, WarrantySuccessResult } from "../../../contract/warranty";
import {
  MY_PRODUCTS_PAGE_PATH,
  MY_WARRANTIES_PAGE_PATH,
  PURCHASE_DATE_MIN,
  RETAILER_MAX,
  SERIAL_MAX,
  WARRANTY_PHOTO_UPLOAD_PATH,
} from "../../../contract/warranty-constants";
import { formatUtcDate } from "../../components/ui/format-date";
import { PhotoPicker } from "../../components/ui/photo-picker";
import { Field, formatDay } from "./fields";
import type { RegisterErrors, RegisterValues } from "./register-form";

export interface ProductChoice {
  product_id: number;
  name: string;
  sku: string;
  image: string;
}

interface OrderLine {
  order_item_id: number;
  order_increment_id: string;
  ordered_at: string;
  product: { name: string; image: string };
}

export interface RegisterFailure {
  values: RegisterValues;
  errors: RegisterErrors;
  message: string;
}

const sourceHref = (source: "here" | "elsewhere") => `${MY_PRODUCTS_PAGE_PATH}?source=${source}`;
const SOURCE_LABELS = { here: "Bought from Nestora", elsewhere: "Bought elsewhere" } as const;

/**
 * My Products (/customer/account/products): the registration form (bought here: a line of a paid
 * order; bought elsewhere: product, retailer, serial number, purchase date and proof photo) and the
 * registered products. Each way is an address (`?source=`), so Back goes back and no script is
 * needed except for the photo upload.
 */
export function MyProductsView({
  source,
  q,
  choices,
  registered,
  orderItems,
  success,
  today,
  failure,
}: {
  source: "here" | "elsewhere";
  q: string;
  choices: ProductChoice[];
  registered: Registration[];
  orderItems: OrderLine[];
  success: WarrantySuccessResult | null;
  today: string;
  failure?: RegisterFailure;
}) {
  const errors = failure?.errors ?? {};
  const values = failure?.values;
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Products</h1>
      {success ? (
        <div role="status" className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-4 text-brand-800">
          <p className="font-semibold">{success.message}</p>
          <p className="mt-1">
            {success.product.name} — registration number <strong>{success.number}</strong>.{" "}
            <Link to={MY_WARRANTIES_PAGE_PATH} className="font-semibold underline">
              See its warranty
            </Link>
          </p>
        </div>
      ) : null}

      <section aria-labelledby="register-heading" className="mt-8">
        <h2 id="register-heading" className="text-xl font-semibold">
          Register a product
        </h2>
        <p className="mt-1 text-stone-700">
          Registered products get faster warranty service, and we can reach you about safety notices.
        </p>
        <nav aria-label="Registration type" className="mt-4 border-b border-stone-200">
          <ul className="flex gap-1">
            {(["here", "elsewhere"] as const).map((s) => (
              <li key={s}>
                <Link
                  to={sourceHref(s)}
                  aria-current={s === source ? "page" : undefined}
                  className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 font-medium ${
                    s === source
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-stone-700 hover:text-ink"
                  }`}
                >
                  {SOURCE_LABELS[s]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {failure?.message ? (
          <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
            {failure.message}
          </p>
        ) : null}
        {/* A new registration starts a blank form (the fields are uncontrolled). */}
        {source === "here" ? (
          <BoughtHereForm
            key={success?.id ?? "new"}
            orderItems={orderItems}
            errors={errors}
            values={values}
          />
        ) : (
          <ElsewhereForm
            key={success?.id ?? "new"}
            q={q}
            choices={choices}
            errors={errors}
            values={values}
            today={today}
          />
        )}
      </section>

      <section aria-labelledby="registered-heading" className="mt-10">
        <h2 id="registered-heading" className="text-xl font-semibold">
          Registered products ({registered.length})
        </h2>
        {registered.length === 0 ? (
          <p className="mt-3 text-stone-700">You have not registered a product yet.</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {registered.map((r) => (
              <RegisteredCard key={r.registration_id} r={r} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SubmitButton({ busy }: { busy?: boolean }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <button
      type="submit"
      disabled={sending || busy}
      className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {sending ? "Registering…" : busy ? "Waiting for the photo…" : "Register Product"}
    </button>
  );
}

function ProductThumb({ src }: { src: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-md bg-stone-100 object-cover"
    />
  ) : (
    <span className="size-14 shrink-0 rounded-md bg-stone-100" />
  );
}

function ChoiceError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function BoughtHereForm({
  orderItems,
  errors,
  values,
}: {
  orderItems: OrderLine[];
  errors: RegisterErrors;
  values?: RegisterValues;
}) {
  if (orderItems.length === 0)
    return (
      <p className="mt-4 rounded-lg border border-stone-200 p-4 text-stone-800">
        Nothing from your paid orders is waiting to be registered.{" "}
        <Link to={sourceHref("elsewhere")} className="font-semibold text-brand-700 underline">
          Register a product bought elsewhere
        </Link>
      </p>
    );
  return (
    <Form
      method="post"
      noValidate
      className="mt-4 flex max-w-2xl flex-col gap-4"
      aria-label="Register a product bought from Nestora"
    >
      <input type="hidden" name="source" value="here" />
      <fieldset aria-describedby={errors.order_item_id ? "item-error" : undefined}>
        <legend className="text-sm font-medium text-stone-900">Choose the item from your orders</legend>
        <ul className="mt-2 flex flex-col gap-2">
          {orderItems.map((l) => (
            <li key={l.order_item_id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="order_item_id"
                  value={l.order_item_id}
                  defaultChecked={values?.order_item_id === String(l.order_item_id)}
                  className="size-5 accent-brand-700"
                />
                <ProductThumb src={l.product.image} />
                <span>
                  <span className="block font-medium text-ink">{l.product.name}</span>
                  <span className="block text-sm text-stone-700">
                    Order #{l.order_increment_id} · {formatUtcDate(l.ordered_at, "short")}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <ChoiceError id="item-error" error={errors.order_item_id} />
      </fieldset>
      <Field
        label="Serial number"
        name="serial_number"
        required={false}
        defaultValue={values?.serial_number}
        error={errors.serial_number}
        maxLength={SERIAL_MAX}
        hint="Printed on the product label, if it has one."
      />
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}

function ElsewhereForm({
  q,
  choices,
  errors,
  values,
  today,
}: {
  q: string;
  choices: ProductChoice[];
  errors: RegisterErrors;
  values?: RegisterValues;
  today: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-4 flex max-w-2xl flex-col gap-6">
      <Form
        method="get"
        role="search"
        aria-label="Find your product"
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="source" value="elsewhere" />
        <div className="min-w-0 flex-1">
          <label htmlFor="product-search" className="block text-sm font-medium text-stone-900">
            1. Find your product by name or SKU
          </label>
          <input
            id="product-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={64}
            className="mt-1 w-full rounded-md border border-stone-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-11 items-center rounded-md border border-stone-400 px-4 font-semibold text-ink hover:bg-stone-50"
        >
          Search
        </button>
      </Form>
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        aria-label="Register a product bought elsewhere"
      >
        <input type="hidden" name="source" value="elsewhere" />
        <fieldset aria-describedby={errors.product_id ? "product-error" : undefined}>
          <legend className="text-sm font-medium text-stone-900">2. Choose your product</legend>
          {choices.length === 0 ? (
            <p className="mt-2 text-stone-700">
              {q
                ? `No products match “${q}”. Try other words, or the SKU on the label.`
                : "Search for your product above."}
            </p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {choices.map((c, i) => (
                <li key={c.product_id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="product_id"
                      value={c.product_id}
                      defaultChecked={
                        values ? values.product_id === String(c.product_id) : choices.length === 1 && i === 0
                      }
                      className="size-5 accent-brand-700"
                    />
                    <ProductThumb src={c.image} />
                    <span>
                      <span className="block font-medium text-ink">{c.name}</span>
                      {c.sku ? <span className="block text-sm text-stone-700">SKU {c.sku}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <ChoiceError id="product-error" error={errors.product_id} />
        </fieldset>
        <Field
          label="Where you bought it"
          name="retailer"
          defaultValue={values?.retailer}
          error={errors.retailer}
          maxLength={RETAILER_MAX}
          autoComplete="off"
        />
        <Field
          label="Serial number"
          name="serial_number"
          defaultValue={values?.serial_number}
          error={errors.serial_number}
          maxLength={SERIAL_MAX}
          hint="Printed on the product label: letters, digits and dashes."
          autoComplete="off"
        />
        <Field
          label="Purchase date"
          name="purchase_date"
          type="date"
          defaultValue={values?.purchase_date}
          error={errors.purchase_date}
          min={PURCHASE_DATE_MIN}
          max={today}
        />
        <PhotoPicker
          uploadPath={WARRANTY_PHOTO_UPLOAD_PATH}
          name="proof"
          label="Proof of purchase"
          addLabel="Add a photo of the receipt"
          hint="A photo of the receipt or invoice: JPEG, PNG, WebP or AVIF, up to 10 MB."
          max={1}
          required
          error={errors.proof}
          onBusy={setBusy}
        />
        <div>
          <SubmitButton busy={busy} />
        </div>
      </Form>
    </div>
  );
}

function RegisteredCard({ r }: { r: Registration }) {
  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex items-start gap-4">
        <ProductThumb src={r.product.image} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <Link to={r.product.url_path} className="text-ink hover:underline">
              {r.product.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-700">Registration {r.number}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-700">Bought at</dt>
            <dd>{r.order_increment_id ? `${r.retailer}, order #${r.order_increment_id}` : r.retailer}</dd>
            <dt className="text-stone-700">Purchase date</dt>
            <dd>{formatDay(r.purchase_date)}</dd>
            {r.serial_number ? (
              <>
                <dt className="text-stone-700">Serial number</dt>
                <dd className="break-all">{r.serial_number}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {r.proof ? (
              <a
                href={r.proof.url}
                className="inline-flex h-11 items-center font-semibold text-brand-700 underline"
              >
                Proof of purchase<span className="sr-only"> for {r.product.name}</span>
              </a>
            ) : null}
            <Link
              to={`${MY_WARRANTIES_PAGE_PATH}#r${r.registration_id}`}
              className="inline-flex h-11 items-center font-semibold text-brand-700 underline"
            >
              Warranty and claims<span className="sr-only"> for {r.product.name}</span>
            </Link>
          </p>
        </div>
      </div>
    </li>
  );
}
