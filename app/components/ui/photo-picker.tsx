import { useEffect, useId, useRef, useState } from "react";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import { useHydrated } from "./use-hydrated";

/** What every photo upload call answers (review, warranty and customer-service photos alike). */
interface UploadedPhoto {
  key: string;
  thumb_url: string;
}

interface Photo {
  id: number;
  name: string;
  preview: string;
  uploaded?: UploadedPhoto;
  error?: string;
}

/** Uploads one photo to `path` (multipart, the session cookie); the message of a refusal. */
async function uploadPhoto(
  path: string,
  file: File,
): Promise<{ ok: true; result: UploadedPhoto } | { ok: false; message: string }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append("photo", file);
  try {
    const res = await fetch(path, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    const body = (await res.json()) as { code: number; message: string; result: UploadedPhoto };
    return body.code === 200 ? { ok: true, result: body.result } : { ok: false, message: body.message };
  } catch {
    return { ok: false, message: "The photo could not be sent. Please check your connection and try again." };
  }
}

/**
 * Photos for a form (a warranty's proof or claim, a customer-service message): each is uploaded to
 * `uploadPath` as it is chosen (the server checks and re-encodes it and says why it refuses one);
 * the kept ones' keys go with the form as hidden fields named `name`. `onBusy` tells the form
 * while an upload runs. `noun` names them in the texts ("photo", "picture").
 */
export function PhotoPicker({
  uploadPath,
  name,
  label,
  hint,
  max,
  error,
  addLabel,
  onBusy,
  required = false,
  noun = "photo",
  tooManyMessage,
  labelClassName = "text-sm font-medium text-stone-900",
}: {
  uploadPath: string;
  name: string;
  label: string;
  hint: string;
  max: number;
  error?: string;
  addLabel: string;
  onBusy?: (busy: boolean) => void;
  required?: boolean;
  noun?: string;
  /** Shown when more are chosen than there is room for; by default "You can add up to {max} {noun}s." */
  tooManyMessage?: string;
  /** The label's look: a field's by default; a form of sections passes its section heading's. */
  labelClassName?: string;
}) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [message, setMessage] = useState("");
  const nextId = useRef(0);
  const labelId = useId();
  const errorId = useId();
  const update = setPhotos;
  const busy = photos.some((p) => !p.uploaded && !p.error);
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const kept = photos.filter((p) => !p.error).length;

  const choose = (files: FileList | null) => {
    if (!files) return;
    const room = max - kept;
    const picked = [...files].slice(0, Math.max(0, room));
    const plural = `${noun}${max === 1 ? "" : "s"}`;
    setMessage(files.length > room ? (tooManyMessage ?? `You can add up to ${max} ${plural}.`) : "");
    for (const file of picked) {
      const id = nextId.current++;
      update((list) => [...list, { id, name: file.name, preview: URL.createObjectURL(file) }]);
      void uploadPhoto(uploadPath, file).then((out) =>
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
      <p id={labelId} className={labelClassName}>
        {label}
        {required ? null : (
          <span className="font-normal text-stone-600">
            {" "}
            (optional, up to {max} {noun}
            {max === 1 ? "" : "s"})
          </span>
        )}
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
                  {p.uploaded ? <input type="hidden" name={name} value={p.uploaded.key} /> : null}
                  <p className="mt-1 text-xs text-stone-700" role={p.error ? "alert" : undefined}>
                    {p.error ?? (p.uploaded ? "Added" : "Uploading…")}
                  </p>
                  <button
                    type="button"
                    onClick={() => update((list) => list.filter((x) => x.id !== p.id))}
                    className="mt-1 h-11 text-sm font-semibold text-brand-700 underline"
                  >
                    Remove
                    <span className="sr-only">
                      {" "}
                      {noun} {i + 1}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {kept < max ? (
            <label className="mt-2 inline-flex h-11 cursor-pointer items-center rounded-md border border-stone-400 px-4 font-semibold text-ink focus-within:outline-2 focus-within:outline-brand-700 hover:bg-stone-50">
              {addLabel}
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple={max > 1}
                className="sr-only"
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  choose(e.currentTarget.files);
                  e.currentTarget.value = "";
                }}
              />
            </label>
          ) : null}
          <p className="mt-1 text-xs text-stone-600">{hint}</p>
          {message ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{`Adding ${noun}s needs JavaScript.`}</p>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
