/** Where the category bar replaces the drawer (Tailwind's xl breakpoint; app.css uses the same width). */
export const DESKTOP_NAV_QUERY = "(min-width: 80rem)";
