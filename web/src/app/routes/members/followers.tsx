import Placeholder from '../placeholder';

export default function FollowersRoute() {
  return <Placeholder />;
}
