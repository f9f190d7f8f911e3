import { type ActorVideoProps, ActorVideoPage, actorVideoMetadata } from '../../_components/actor-video-page';

export const generateMetadata = (props: ActorVideoProps) => actorVideoMetadata('tag', props);

export default function ActorVideosByTagPage(props: ActorVideoProps) {
  return <ActorVideoPage variant="tag" {...props} />;
}
