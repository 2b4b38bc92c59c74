/**
 * Optimal-string-alignment distance: edits (insert, delete, substitute, swap two neighbours)
 * between a and b. Trigram similarity alone rates a swap (`chiar` → `chair`) poorly, so the
 * candidates the trigram index finds are ranked by this.
 */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[n];
}

/** Edits a word may need to be corrected: none under 3 letters, 1 up to 4, else 2. */
export function allowedEdits(word: string): number {
  if (word.length < 3) return 0;
  return word.length <= 4 ? 1 : 2;
}

export interface TermCandidate {
  term: string;
  /** How many products carry the term. */
  products: number;
}

/**
 * The closest candidate within the allowed edits, or null. Candidates come most trigram-similar
 * first; among equally distant ones the more similar wins, then the more common.
 */
export function pickCorrection(word: string, candidates: TermCandidate[]): string | null {
  const limit = allowedEdits(word);
  let best: { term: string; distance: number; products: number } | null = null;
  for (const c of candidates) {
    if (c.term === word) return null;
    const distance = editDistance(word, c.term);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && c.products > best.products * 10))
      best = { term: c.term, distance, products: c.products };
  }
  return best?.term ?? null;
}

/** Lower-case words of a query (letters and digits), at most `max`, in order, without repeats. */
export function queryWords(text: string, max = 8): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, max);
}
