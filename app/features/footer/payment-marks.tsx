import type { ReactNode } from "react";

/** Payment marks drawn inline (no image requests): a card outline with the brand's colours. */
function Mark({ name, children, bg = "#fff" }: { name: string; children: ReactNode; bg?: string }) {
  return (
    <svg role="img" aria-label={name} viewBox="0 0 48 30" width={48} height={30} className="shrink-0">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={bg} stroke="#d6d3d1" />
      {children}
    </svg>
  );
}

const FONT = "Arial, Helvetica, sans-serif";

export function PaymentMarks() {
  return (
    <ul aria-label="Payment methods we accept" className="flex flex-wrap gap-2">
      <li>
        <Mark name="Visa">
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily={FONT}
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            VISA
          </text>
        </Mark>
      </li>
      <li>
        <Mark name="Mastercard">
          <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
          <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
          <path d="M24 8.4a8 8 0 0 1 0 13.2a8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
        </Mark>
      </li>
      <li>
        <Mark name="American Express" bg="#1f72cd">
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily={FONT}
            fontSize="10"
            fontWeight="700"
            fill="#fff"
          >
            AMEX
          </text>
        </Mark>
      </li>
      <li>
        <Mark name="Discover">
          <text x="5" y="18.5" fontFamily={FONT} fontSize="7" fontWeight="700" fill="#231f20">
            DISC
          </text>
          <circle cx="27.5" cy="16" r="3.6" fill="#f58220" />
          <text x="31.5" y="18.5" fontFamily={FONT} fontSize="7" fontWeight="700" fill="#231f20">
            VER
          </text>
        </Mark>
      </li>
      <li>
        <Mark name="PayPal">
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily={FONT}
            fontSize="10.5"
            fontStyle="italic"
            fontWeight="700"
          >
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#009cde">Pal</tspan>
          </text>
        </Mark>
      </li>
      <li>
        <Mark name="Klarna" bg="#ffb3c7">
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily={FONT}
            fontSize="10.5"
            fontWeight="700"
            fill="#0b051d"
          >
            Klarna.
          </text>
        </Mark>
      </li>
    </ul>
  );
}
