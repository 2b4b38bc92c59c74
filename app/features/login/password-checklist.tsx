import { PASSWORD_CHECKLIST } from "../../../contract/validation";

export interface ChecklistItem {
  id: string;
  label: string;
  met: boolean;
}

/** The live checklist under a new password (spec part 1 §5), item by item. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return PASSWORD_CHECKLIST.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

/**
 * The checklist as a list whose items say, to screen readers too, whether they are met. It is the
 * password field's description (aria-describedby = `id`); it is not a live region, so typing is
 * not interrupted by announcements.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="mt-2 flex flex-col gap-1 text-sm" aria-label="Password requirements">
      {passwordChecklist(password).map((item) => (
        <li
          key={item.id}
          data-met={item.met}
          className={`flex items-center gap-2 ${item.met ? "text-brand-700" : "text-stone-600"}`}
        >
          <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
            {item.met ? "✓" : "•"}
          </span>
          {item.label}
          <span className="sr-only">{item.met ? ": met" : ": not met"}</span>
        </li>
      ))}
    </ul>
  );
}
