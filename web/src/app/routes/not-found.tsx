export default function NotFoundRoute() {
  return <div>NotFound</div>;
}
