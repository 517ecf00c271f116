export default function RegisterRoute() {
  return <div>Register</div>;
}
