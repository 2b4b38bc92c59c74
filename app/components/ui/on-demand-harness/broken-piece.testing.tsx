// An on-demand piece whose chunk arrives but throws while evaluating: a bug, not a lost connection.
throw new Error("The broken piece's module threw");

export default function BrokenPiece() {
  return <p>The broken piece rendered</p>;
}
