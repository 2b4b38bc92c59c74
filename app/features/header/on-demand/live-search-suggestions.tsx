import {
  forwardRef,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { clearRecentSearches, readRecentSearches } from "../../search/recent-searches";
import { searchHref } from "../../search/search-url";
import {
  comboReducer,
  emptyBoxOptions,
  initialCombo,
  keyAction,
  type SuggestData,
  type SuggestOption,
  suggestOptions,
} from "./search-combobox";
import SearchSuggestions, { optionId } from "./search-suggestions";
import { createSuggestRequester } from "./suggest-request";

/** What the search form's text box passes on to the suggestions. */
export interface LiveSuggestionsHandle {
  /** The box's text changed. */
  input(value: string): void;
  /** The box got focus holding `value`: an empty box offers recent and trending searches. */
  focus(value: string): void;
  /** A key went down in the box; the combobox keys are handled (and their default prevented). */
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The box lost focus. */
  close(): void;
}

export interface LiveSuggestionsProps {
  /** The search form's text box. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id (the text box's aria-controls). */
  listId: string;
  onAria: (aria: ComboboxAria) => void;
  /** The trending searches an empty box offers (the header's popular searches, hot-word URLs rewritten). */
  trending: readonly { keyword: string; url: string }[];
}

/** The combobox state the text box announces (aria-expanded, aria-activedescendant). */
export interface ComboboxAria {
  expanded: boolean;
  activeDescendant?: string;
}

export function comboboxAria(open: boolean, active: number, listId: string): ComboboxAria {
  if (!open) return { expanded: false };
  return { expanded: true, activeDescendant: active >= 0 ? optionId(listId, active) : undefined };
}

/**
 * What the shopper typed before the suggestions arrived, to suggest for at once: the box's text
 * when it differs from the page's own (on /search the box starts with the query) and the box
 * still has focus; otherwise null.
 */
export function typedBeforeLoad(
  box: Pick<HTMLInputElement, "value" | "defaultValue">,
  focused: boolean,
): string | null {
  return focused && box.value !== box.defaultValue ? box.value : null;
}

/**
 * The header search box's live suggestions (WAI-ARIA combobox pattern): its own chunk, mounted
 * by the search form once the shopper reaches for the box. It asks for suggestions as the
 * shopper types, owns the list and the keyboard rules, and reports the state the text box
 * announces through `onAria`.
 */
const LiveSearchSuggestions = forwardRef<LiveSuggestionsHandle, LiveSuggestionsProps>(
  function LiveSearchSuggestions({ input, listId, onAria, trending }, ref) {
    const location = useLocation();
    const navigate = useNavigate();
    const [state, dispatch] = useReducer(comboReducer, initialCombo);
    const [data, setData] = useState<SuggestData | null>(null);
    // The options of an empty box (recent and trending searches), or null while typed text rules.
    const [emptyBox, setEmptyBox] = useState<SuggestOption[] | null>(null);
    const [requester] = useState(() =>
      createSuggestRequester((result) => {
        setData(result);
        dispatch({ type: "results", count: suggestOptions(result).length });
      }),
    );
    const options = emptyBox ?? suggestOptions(data);

    /** The box holds `value`: an empty box lists recent and trending searches, typed text asks. */
    function show(value: string) {
      if (value.trim() !== "") {
        if (emptyBox) {
          // Typing replaces the recent and trending list; suggestions follow once typing pauses.
          setEmptyBox(null);
          setData(null);
          dispatch({ type: "results", count: 0 });
        }
        requester.ask(value);
        return;
      }
      requester.cancel();
      const listed = emptyBoxOptions(readRecentSearches(), trending, searchHref);
      setEmptyBox(listed);
      dispatch({ type: "results", count: listed.length });
    }
    const open = state.open && options.length > 0;

    // A navigation closes the list.
    // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
    useEffect(() => dispatch({ type: "close" }), [location.key]);

    // Text typed while this chunk was on its way gets its suggestions now; leaving the page
    // cancels a pending request.
    // An empty box focused before the chunk arrived lists recent and trending searches now.
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
    useEffect(() => {
      const box = input.current;
      const focused = box !== null && box.ownerDocument.activeElement === box;
      const typed = box && typedBeforeLoad(box, focused);
      if (typed) requester.ask(typed);
      else if (box && focused && box.value.trim() === "") show("");
      return requester.cancel;
    }, [input, requester]);

    // Before paint, so the text box and the list change together.
    useLayoutEffect(
      () => onAria(comboboxAria(open, state.active, listId)),
      [open, state.active, listId, onAria],
    );

    function choose(option: SuggestOption) {
      if (option.action === "clear-recent") {
        // The list stays open with what is left (the trending searches), focus in the box.
        clearRecentSearches();
        show("");
        return;
      }
      dispatch({ type: "close" });
      navigate(option.href);
    }

    // Rebuilt on every render, so the keys always act on the current state.
    useImperativeHandle(ref, () => ({
      input: show,
      focus(value) {
        if (value.trim() === "") show("");
      },
      keyDown(event) {
        const action = keyAction(event.key, state);
        if (!action) return;
        event.preventDefault();
        if (action === "go") {
          const option = options[state.active];
          if (option) choose(option);
        } else dispatch(action);
      },
      close: () => dispatch({ type: "close" }),
    }));

    return open ? (
      <SearchSuggestions
        id={listId}
        options={options}
        active={state.active}
        onHover={(index) => dispatch({ type: "hover", index })}
        onChoose={choose}
      />
    ) : null;
  },
);

export default LiveSearchSuggestions;
