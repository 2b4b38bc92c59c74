import { useEffect, useId, useRef, useState } from "react";
import type { SupportPhotoUploadResult } from "../../../contract/support";
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_PHOTO_UPLOAD_PATH,
} from "../../../contract/support-constants";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import { useHydrated } from "../../components/ui/use-hydrated";

interface Photo {
  id: number;
  name: string;
  preview: string;
  uploaded?: SupportPhotoUploadResult;
  error?: string;
}

/** Uploads one picture (multipart, the session cookie), as the review photos do; the reason of a refusal. */
async function uploadPhoto(
  file: File,
): Promise<{ ok: true; result: SupportPhotoUploadResult } | { ok: false; message: string }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append("photo", file);
  try {
    const res = await fetch(SUPPORT_PHOTO_UPLOAD_PATH, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    const body = (await res.json()) as { code: number; message: string; result: SupportPhotoUploadResult };
    return body.code === 200 ? { ok: true, result: body.result } : { ok: false, message: body.message };
  } catch {
    return { ok: false, message: "The photo could not be sent. Please check your connection and try again." };
  }
}

/**
 * Up to three pictures for a message: each is uploaded as it is chosen (the server checks and
 * re-encodes it and says why it refuses one) and its key goes with the form as `photo`. Images
 * only (decision 0033). `onBusy` tells the form to wait while one is uploading.
 */
export function SupportPhotos({
  onBusy,
  label = "Photos",
}: {
  onBusy: (busy: boolean) => void;
  label?: string;
}) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [message, setMessage] = useState("");
  const nextId = useRef(0);
  const labelId = useId();

  const update = setPhotos;
  const busy = photos.some((p) => !p.uploaded && !p.error);
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const choose = (files: FileList | null) => {
    if (!files) return;
    const room = SUPPORT_ATTACHMENTS_MAX - photos.filter((p) => !p.error).length;
    const picked = [...files].slice(0, Math.max(0, room));
    setMessage(files.length > room ? SUPPORT_MESSAGES.tooManyPhotos : "");
    for (const file of picked) {
      const id = nextId.current++;
      update((list) => [...list, { id, name: file.name, preview: URL.createObjectURL(file) }]);
      void uploadPhoto(file).then((out) =>
        update((list) =>
          list.map((p) =>
            p.id !== id ? p : out.ok ? { ...p, uploaded: out.result } : { ...p, error: out.message },
          ),
        ),
      );
    }
  };

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-stone-900">
        {label}{" "}
        <span className="font-normal text-stone-600">
          (optional, up to {SUPPORT_ATTACHMENTS_MAX} pictures)
        </span>
      </p>
      {hydrated ? (
        <>
          {photos.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3" aria-labelledby={labelId}>
              {photos.map((p, i) => (
                <li key={p.id} className="w-24">
                  <img
                    src={p.uploaded?.thumb_url ?? p.preview}
                    alt={`${i + 1}: ${p.name}`}
                    width={96}
                    height={96}
                    className={`size-24 rounded-md bg-stone-100 object-cover ${p.error ? "opacity-40" : ""}`}
                  />
                  {p.uploaded ? <input type="hidden" name="photo" value={p.uploaded.key} /> : null}
                  <p className="mt-1 text-xs text-stone-700" role={p.error ? "alert" : undefined}>
                    {p.error ?? (p.uploaded ? "Added" : "Uploading…")}
                  </p>
                  <button
                    type="button"
                    onClick={() => update((list) => list.filter((x) => x.id !== p.id))}
                    className="mt-1 h-11 text-sm font-semibold text-brand-700 underline"
                  >
                    Remove<span className="sr-only"> picture {i + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {photos.filter((p) => !p.error).length < SUPPORT_ATTACHMENTS_MAX ? (
            <label className="mt-2 inline-flex h-11 cursor-pointer items-center rounded-md border border-stone-400 px-4 font-semibold text-ink focus-within:outline-2 focus-within:outline-brand-700 hover:bg-stone-50">
              Add pictures
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                className="sr-only"
                onChange={(e) => {
                  choose(e.currentTarget.files);
                  e.currentTarget.value = "";
                }}
              />
            </label>
          ) : null}
          <p className="mt-1 text-xs text-stone-600">
            Images only: JPEG, PNG, WebP or AVIF, up to 10 MB each.
          </p>
          {message ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-700">Adding pictures needs JavaScript.</p>
      )}
    </div>
  );
}
