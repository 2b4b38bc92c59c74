/**
 * The form a page action was posted. A body that is not a form (a JSON post, a broken multipart
 * body, a truncated one) is the sender's fault: it answers 400 with a clear message instead of
 * the TypeError from request.formData() becoming a 500 (issue 15 §3). Every page action reads its
 * form through here (read-form.server.test.ts holds the app to it). Size is bounded before this:
 * BODY_LIMIT applies to every request (server/app.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read: send it as a form (urlencoded or multipart).", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
