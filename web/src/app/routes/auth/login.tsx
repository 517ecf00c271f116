export default function LoginRoute() {
  return <div>Login</div>;
}
