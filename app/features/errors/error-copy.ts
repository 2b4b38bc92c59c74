export interface ErrorCopy {
  title: string;
  message: string;
}

/** What the error page says for an HTTP status. Unknown statuses read as a server error. */
export function errorCopy(status: number): ErrorCopy {
  switch (status) {
    case 404:
      return {
        title: "Page not found",
        message: "Sorry, we can't find the page you're looking for. It may have moved or no longer exist.",
      };
    case 429:
      return {
        title: "Too many requests",
        message: "You've made a lot of requests in a short time. Please wait a moment, then try again.",
      };
    case 503:
      return {
        title: "We'll be right back",
        message:
          "The store is briefly unavailable while we make improvements. Please try again in a few minutes.",
      };
    default:
      return { title: "Something went wrong", message: "An error occurred, please try again later" };
  }
}

/** Statuses the error page answers with; anything else becomes 500. */
export function errorStatus(status: number): number {
  return status >= 400 && status <= 599 ? status : 500;
}
