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
import {
  comboReducer,
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
  function LiveSearchSuggestions({ input, listId, onAria }, ref) {
    const location = useLocation();
    const navigate = useNavigate();
    const [state, dispatch] = useReducer(comboReducer, initialCombo);
    const [data, setData] = useState<SuggestData | null>(null);
    const [requester] = useState(() =>
      createSuggestRequester((result) => {
        setData(result);
        dispatch({ type: "results", count: suggestOptions(result).length });
      }),
    );
    const options = suggestOptions(data);
    const open = state.open && options.length > 0;

    // A navigation closes the list.
    // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
    useEffect(() => dispatch({ type: "close" }), [location.key]);

    // Text typed while this chunk was on its way gets its suggestions now; leaving the page
    // cancels a pending request.
    useEffect(() => {
      const box = input.current;
      const typed = box && typedBeforeLoad(box, box.ownerDocument.activeElement === box);
      if (typed) requester.ask(typed);
      return requester.cancel;
    }, [input, requester]);

    // Before paint, so the text box and the list change together.
    useLayoutEffect(
      () => onAria(comboboxAria(open, state.active, listId)),
      [open, state.active, listId, onAria],
    );

    function choose(option: SuggestOption) {
      dispatch({ type: "close" });
      navigate(option.href);
    }

    // Rebuilt on every render, so the keys always act on the current state.
    useImperativeHandle(ref, () => ({
      input: (value) => requester.ask(value),
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
