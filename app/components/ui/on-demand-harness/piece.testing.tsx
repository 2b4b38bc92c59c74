// The on-demand piece of the harness page: what a drawer's chunk would be.
export default function Piece({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Piece">
      <p>The piece arrived</p>
      <button type="button" onClick={onClose}>
        Close piece
      </button>
    </div>
  );
}
