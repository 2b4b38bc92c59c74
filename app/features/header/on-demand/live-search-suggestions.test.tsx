// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tags, tagsWith } from "../../../../tests/helpers/html-tags";
import { comboboxAria, typedBeforeLoad } from "./live-search-suggestions";
import { comboReducer, initialCombo } from "./search-combobox";
import SearchSuggestions from "./search-suggestions";
import { sampleSuggestOptions } from "./suggest.testing";

const options = sampleSuggestOptions();

describe("the live suggestions, once loaded", () => {
  it("suggest for text typed before they arrived, not for the page's own query, and only with focus", () => {
    expect(typedBeforeLoad({ value: "sofa", defaultValue: "" }, true)).toBe("sofa");
    expect(typedBeforeLoad({ value: "sofa", defaultValue: "sofa" }, true)).toBeNull(); // /search?q=sofa
    expect(typedBeforeLoad({ value: "sofas", defaultValue: "sofa" }, true)).toBe("sofas");
    expect(typedBeforeLoad({ value: "sofa", defaultValue: "" }, false)).toBeNull();
  });

  it("make the text box announce the open list and point at the highlighted option in it", () => {
    const listId = "r1-suggestions";
    let state = comboReducer(initialCombo, { type: "results", count: options.length });
    expect(comboboxAria(state.open, state.active, listId)).toEqual({
      expanded: true,
      activeDescendant: undefined,
    });
    state = comboReducer(comboReducer(state, { type: "next" }), { type: "next" });
    const aria = comboboxAria(state.open, state.active, listId);
    expect(aria).toEqual({ expanded: true, activeDescendant: "r1-suggestions-opt-1" });
    expect(comboboxAria(false, 1, listId)).toEqual({ expanded: false });

    // The id the text box points at is the highlighted option of the list it controls.
    const html = renderToString(
      <SearchSuggestions
        id={listId}
        options={options}
        active={state.active}
        onHover={() => {}}
        onChoose={() => {}}
      />,
    );
    expect(tagsWith(html, "div", { role: "listbox", id: listId })).toHaveLength(1);
    const shown = tags(html, "div").filter((t) => t.role === "option");
    expect(shown.map((t) => t.id)).toEqual([0, 1, 2].map((i) => `${listId}-opt-${i}`));
    expect(tagsWith(html, "div", { role: "option", "aria-selected": "true" })).toEqual([
      expect.objectContaining({ id: aria.activeDescendant }),
    ]);
  });

  it("group the list as Keywords, Categories, Products, with product thumbnail and price", () => {
    const html = renderToString(
      <SearchSuggestions id="s" options={options} active={-1} onHover={() => {}} onChoose={() => {}} />,
    );
    expect(
      tags(html, "div")
        .filter((t) => t.role === "group")
        .map((t) => t["aria-labelledby"]),
    ).toEqual(["s-group-0", "s-group-1", "s-group-2"]);
    // Each group is named by its heading ("Recent searches" has a space: no id may hold one).
    for (const [i, name] of ["Keywords", "Categories", "Products"].entries()) {
      expect(html).toContain(`id="s-group-${i}" role="presentation"`);
      expect(html).toMatch(new RegExp(`id="s-group-${i}"[^>]*>${name}</div>`));
    }
    expect(tagsWith(html, "img", { src: "/media/x.svg", alt: "" })).toHaveLength(1);
    expect(html).toContain("$450.00");
    expect(tagsWith(html, "div", { role: "option", "aria-selected": "true" })).toHaveLength(0);
  });
});
