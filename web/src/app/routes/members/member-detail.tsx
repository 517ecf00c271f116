import Placeholder from '../placeholder';

export default function MemberDetailRoute() {
  return <Placeholder />;
}
