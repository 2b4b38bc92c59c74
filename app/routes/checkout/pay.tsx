export default function Pay() {
  return null;
}
