export default function StoriesRoute() {
  return <div>Stories</div>;
}
