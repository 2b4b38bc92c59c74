import { expect, expectNoAxeViolations, newCustomerSignedIn, test } from "./fixtures";

// My Points (decision 0046), one short journey at one size: the daily sign-in pays once (the
// button gives way to "Done today" and a second sign-in through the call is refused verbatim); a
// task pays once (follow the store, collect its 10 points; a replayed claim pays nothing); the
// history lists both; axe over the page once.

test.use({ viewport: { width: 1366, height: 900 } });

test("daily sign-in pays once; a task pays once", async ({ page, request }) => {
  await newCustomerSignedIn(page, request, "points");
  await page.goto("/points/points");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Points");
  const balance = page.getByTestId("points-balance");
  await expect(balance).toHaveText("0 points");

  const signIn = page.getByTestId("task-sign_in");
  await signIn.getByRole("button", { name: "Sign in today" }).click();
  await expect(signIn.getByRole("status")).toHaveText("Signed in today: 5 points added.");
  await expect(balance).toHaveText("5 points");
  await expect(signIn.getByText("Done today")).toBeVisible();
  const again = await page.request.post("/api/SignPoints", { data: {} });
  expect((await again.json()).message).toBe("You have already signed in today. Come back tomorrow.");

  const followTask = page.getByTestId("task-follow_store");
  await followTask.getByRole("button", { name: "Follow the store" }).click();
  await followTask.getByRole("button", { name: "Collect 10 points" }).click();
  await expect(followTask.getByRole("status")).toHaveText("10 points collected.");
  await expect(balance).toHaveText("15 points");
  await expect(followTask.getByText("Done", { exact: true })).toBeVisible();
  const replay = await page.request.post("/api/collectingpoints", { data: { task_key: "follow_store" } });
  expect((await replay.json()).message).toBe("You have already collected the points for this task.");

  await page.reload();
  await expect(balance).toHaveText("15 points");
  const history = page.getByRole("list", { name: "Points history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history).toContainText("Task reward: Follow the store");
  await expect(history).toContainText("Task reward: Daily sign-in");
  await expectNoAxeViolations(page, "my points");
});
