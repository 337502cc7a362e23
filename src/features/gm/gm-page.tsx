export function GmPage() {
  return null;
}
