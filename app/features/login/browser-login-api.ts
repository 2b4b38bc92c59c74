import { api } from "../../lib/api";
import { loginApiOver } from "./login-api";

/** The flow's calls through the browser request layer (headers, retries, 401/429/500 handling). */
export const browserLoginApi = loginApiOver(api);
