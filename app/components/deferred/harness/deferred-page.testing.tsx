// Browser entry for deferred-region-in-browser.test.ts: hydrates the server's HTML of DeferredApp.
import { hydrateRoot } from "react-dom/client";
import { DeferredApp } from "./deferred-app.testing";

hydrateRoot(document.getElementById("root") as HTMLElement, <DeferredApp />);
document.body.dataset.ready = "true";
