import Placeholder from '../placeholder';

export default function ProfileRoute() {
  return <Placeholder />;
}
