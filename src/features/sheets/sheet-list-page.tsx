export function SheetListPage() {
  return null;
}
