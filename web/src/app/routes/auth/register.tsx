import { RegisterScreen } from '@/features/auth/components/register-screen';

export default function RegisterRoute() {
  return <RegisterScreen />;
}
