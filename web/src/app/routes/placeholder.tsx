export default function PlaceholderRoute() {
  return <div>Placeholder</div>;
}
