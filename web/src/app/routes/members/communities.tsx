import Placeholder from '../placeholder';

export default function CommunitiesRoute() {
  return <Placeholder />;
}
