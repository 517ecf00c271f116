import Placeholder from '../placeholder';

export default function FollowingsRoute() {
  return <Placeholder />;
}
