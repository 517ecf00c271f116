export default function ForgotPasswordRoute() {
  return <div>ForgotPassword</div>;
}
