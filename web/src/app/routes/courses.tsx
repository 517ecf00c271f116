export default function CoursesRoute() {
  return <div>Courses</div>;
}
