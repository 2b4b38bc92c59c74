import type { FormOutcome, UserInfo } from "./account-types";
import type { PasswordChangeErrors } from "./password-change-form";
import { PasswordChangeForm } from "./password-change-view";
import type { ProfileErrors } from "./profile-form";
import { ProfileForm } from "./profile-form-view";

type Posted = FormOutcome<ProfileErrors> | FormOutcome<PasswordChangeErrors>;

/** Account information: the profile form, then the change-password form. */
export function AccountInfoView({
  info,
  interests,
  today,
  posted,
}: {
  info: UserInfo;
  interests: readonly string[];
  today: string;
  /** The action's answer when a form was posted without JavaScript. */
  posted?: Posted;
}) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">Account Information</h1>
      <div className="mt-8">
        <ProfileForm
          info={info}
          interests={interests}
          today={today}
          posted={posted?.intent === "profile" ? (posted as FormOutcome<ProfileErrors>) : undefined}
        />
      </div>
      <section id="change-password" className="mt-12 scroll-mt-24 border-t border-stone-200 pt-8">
        <PasswordChangeForm
          posted={posted?.intent === "password" ? (posted as FormOutcome<PasswordChangeErrors>) : undefined}
        />
      </section>
    </div>
  );
}
