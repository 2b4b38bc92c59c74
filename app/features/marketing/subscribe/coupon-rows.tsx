// The bundle's coupons as the subscribe pop-ups show them (spec part 2 §4): the first three in a
// top row, the next two in a second row; validNum 0 greyed (used up), otherwise "×N".

export interface CouponView {
  discount: string;
  desc: string;
  validNum: number;
}

function Coupon({ coupon }: { coupon: CouponView }) {
  const used = coupon.validNum === 0;
  return (
    <li
      data-testid="subscribe-coupon"
      data-used={used ? "true" : undefined}
      className={`relative flex min-w-0 flex-1 flex-col items-center justify-center rounded-md border-2 border-dashed px-2 py-3 text-center ${
        used ? "border-stone-300 bg-stone-100 text-stone-600" : "border-accent-600 bg-orange-50 text-ink"
      }`}
    >
      <span className="text-xl font-bold">{coupon.discount}</span>
      <span className="text-xs">{coupon.desc}</span>
      {used ? (
        <span className="mt-1 text-xs font-semibold">Used</span>
      ) : (
        <span className="absolute top-1 right-1.5 text-xs font-semibold text-orange-800">
          <span aria-hidden="true">×{coupon.validNum}</span>
          <span className="sr-only">{coupon.validNum === 1 ? "one use" : `${coupon.validNum} uses`}</span>
        </span>
      )}
    </li>
  );
}

export function CouponRows({ coupons }: { coupons: CouponView[] }) {
  const rows = [coupons.slice(0, 3), coupons.slice(3, 5)].filter((r) => r.length > 0);
  return (
    <div className="flex flex-col gap-2">
      {rows.map((row, i) => (
        <ul key={i === 0 ? "top" : "second"} className="flex gap-2" data-testid="subscribe-coupon-row">
          {row.map((c, j) => (
            <Coupon key={`${c.discount}-${j}`} coupon={c} />
          ))}
        </ul>
      ))}
    </div>
  );
}
