import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SystemNotes } from "../../../contract/notes-constants";
import { addNotesTemp, clearNotesTemp, idsToCarryOver, readNotesTemp, withLocalReads } from "./notes-temp";

// A guest's reads in localStorage notesTemp (spec part 2 §3–§4), with a stand-in localStorage.

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const note = (id: number, has_read: 0 | 1 = 0) => ({
  id,
  title: `Note ${id}`,
  content: "",
  url: "",
  image: "",
  has_read,
  flame_identification: 0 as const,
});
const list: SystemNotes = { items: [note(3), note(2), note(1, 1)], notes_count: 2 };

describe("notesTemp", () => {
  it("keeps each read id once under the key notesTemp, and clears it", () => {
    addNotesTemp(3);
    addNotesTemp(3);
    addNotesTemp(2);
    expect(storage.getItem("notesTemp")).toBe("[3,2]");
    expect(readNotesTemp()).toEqual([3, 2]);
    clearNotesTemp();
    expect(storage.getItem("notesTemp")).toBeNull();
  });

  it("reads anything that is not a list of ids as none", () => {
    storage.setItem("notesTemp", '{"a":1}');
    expect(readNotesTemp()).toEqual([]);
    storage.setItem("notesTemp", '[1,"x",-2,2.5,4]');
    expect(readNotesTemp()).toEqual([1, 4]);
    storage.setItem("notesTemp", "not json");
    expect(readNotesTemp()).toEqual([]);
  });

  it("applies a guest's reads to the list: the unread count is the notes with has_read 0", () => {
    const read = withLocalReads(list, [3, 99]);
    expect(read.items.map((n) => n.has_read)).toEqual([1, 0, 1]);
    expect(read.notes_count).toBe(1);
  });

  it("carries over only ids the customer's list shows unread", () => {
    expect(idsToCarryOver(list, [3, 1, 99, 3])).toEqual([3]);
    expect(idsToCarryOver(list, [])).toEqual([]);
  });
});
