export default function LandingRoute() {
  return <div>Landing</div>;
}
